/**
 * Development preview of both languages behind one port (`npm run dev:all`,
 * README; docs/translating.md): each `docusaurus start` serves one locale and
 * its own hot-reload websocket at `/ws`. Moving the English server's socket
 * under its base URL (`/en/ws`) lets `scripts/dev-all.ts` route by path alone
 * — `/en/…` to the English server, the rest to the Spanish one — so live
 * reload works in both languages through the one port. No effect on builds.
 */
import type { LoadContext, Plugin } from '@docusaurus/types';

/** The hot-reload websocket path of a locale's development server. */
export function devSocketPath(baseUrl: string): string {
  return `${baseUrl}ws`;
}

export default function devPreviewPlugin(context: LoadContext): Plugin {
  return {
    name: 'site-dev-preview',
    configureWebpack(_config, isServer) {
      if (isServer || process.env.NODE_ENV === 'production' || context.baseUrl === '/') return {};
      const path = devSocketPath(context.baseUrl);
      return {
        devServer: { webSocketServer: { type: 'ws', options: { path } }, client: { webSocketURL: { pathname: path } } },
      } as ReturnType<NonNullable<Plugin['configureWebpack']>>;
    },
  };
}
