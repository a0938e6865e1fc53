/**
 * Docusaurus's browser context (`useIsBrowser()`), aliased in place of
 * `@docusaurus/core/lib/client/browserContext` by the `paint-first` plugin:
 * the switch to `true` after hydration is a transition, rendered in short
 * slices, instead of one long task. Same exports, values and order of
 * events. docs/performance.md, "Paint first, hydrate after".
 */
import React, { startTransition, useEffect, useState, type ReactNode } from 'react';

/** `true` once the page has hydrated in a browser; `false` on the server and during hydration. */
export const Context = React.createContext(false);

/**
 * Provides {@link Context} to the whole app (mounted by Docusaurus's `App`).
 * @param props.children the app.
 */
export function BrowserContextProvider({ children }: { children: ReactNode }): ReactNode {
  const [isBrowser, setIsBrowser] = useState(false);
  useEffect(() => {
    startTransition(() => setIsBrowser(true));
  }, []);
  return <Context.Provider value={isBrowser}>{children}</Context.Provider>;
}
