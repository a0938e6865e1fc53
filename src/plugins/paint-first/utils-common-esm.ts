/**
 * `@docusaurus/utils-common` as an ES module, for the browser bundle only
 * (aliased in `replacements.ts`): the package's CommonJS index pulls in all
 * of `tslib` (4 KB gzip) for one helper. Keep in step with the package's
 * `lib/index.d.ts` when upgrading (a missing name fails the build).
 */
export const blogPostContainerID = '__blog-post-container';
export {
  default as applyTrailingSlash,
  addTrailingSlash,
  addLeadingSlash,
  removeTrailingSlash,
  type ApplyTrailingSlashParams,
} from '@docusaurus/utils-common/lib/applyTrailingSlash';
export { addPrefix, removeSuffix, addSuffix, removePrefix } from '@docusaurus/utils-common/lib/stringUtils';
export { getErrorCausalChain } from '@docusaurus/utils-common/lib/errorUtils';
