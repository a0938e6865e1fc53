/**
 * `@docusaurus/utils-common` as an ES module, for the browser bundle only
 * (aliased by the `paint-first` plugin, `replacements.ts`; docs/performance.md, "Main
 * bundle"). The package's own index is CommonJS and requires `tslib` for a
 * single helper; required that way the bundler cannot tree-shake `tslib`,
 * and every page carried all of it (11 KB, 4 KB gzip). This module
 * re-exports the same names from the package's files, which need no
 * helper. Keep it in step with the package's `lib/index.d.ts` when
 * upgrading Docusaurus (a missing name fails the build).
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
