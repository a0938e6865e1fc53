/**
 * Both languages behind one port (`npm run dev:all`): the English dev
 * server's hot-reload socket moves to `/en/ws`, so `scripts/dev-all.ts` can
 * route by path alone. No effect on builds.
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
