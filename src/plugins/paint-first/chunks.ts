/**
 * The chunks of one page of the site, by name (docs/performance.md, "Paint
 * first"): the names Docusaurus gives the code and data of every route
 * the page's path matches, in the order its `ComponentCreator` loads them
 * (the component first, then its props). Used by the stepped entry
 * (`entry.ts`), which loads the current page's chunks one per
 * task, and by `window.docusaurus` (`window-docusaurus.ts`), which
 * prefetches linked pages.
 *
 * Route names in `@generated/routesChunkNames` end with a hash
 * (`/blog/post-fe9`); a route's chunks are every value of its nested
 * record of chunk names.
 */
import flat from '@docusaurus/core/lib/client/flat';
import routes from '@generated/routes';
import routesChunkNames from '@generated/routesChunkNames';
import { matchRoutes } from 'react-router-config';

/** Chunk names of the route whose path is exactly `routePath`. */
function chunkNamesOfRoute(routePath: string): string[] {
  return Object.entries(routesChunkNames)
    .filter(([nameWithHash]) => nameWithHash.replace(/-[^-]+$/, '') === routePath)
    .flatMap(([, chunks]) => Object.values(flat(chunks)));
}

/**
 * Chunk names of the page at `pathname` (a path such as `/blog`, without
 * origin, query or hash).
 * @returns the names, in loading order, each once; `[]` when no route
 *   matches.
 */
export function pageChunkNames(pathname: string): string[] {
  const names = matchRoutes(routes, pathname).flatMap((match) => chunkNamesOfRoute(match.route.path as string));
  return [...new Set(names)];
}
