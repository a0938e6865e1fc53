/**
 * The chunk names of one page (the code and data of every route its path
 * matches, component first), from `@generated/routesChunkNames`, for the
 * stepped entry and the prefetch queue. docs/performance.md, "Paint first,
 * hydrate after".
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
