/**
 * Docusaurus's browser context (`useIsBrowser()`), with the switch to
 * "in the browser" made as a transition (set in place of
 * `@docusaurus/core/lib/client/browserContext` by the `paint-first` plugin,
 * src/plugins/paint-first; docs/performance.md, "Paint first").
 *
 * Docusaurus's provider renders `false` on the server and while hydrating,
 * then sets `true` in an effect. That update re-renders every component
 * that reads the context (the header swaps its `<details>` menu for the
 * button, the sponsorship form its mail-client notice, the
 * `data-has-hydrated` attribute) and, as an ordinary update, React renders
 * it in one uninterrupted task right after hydration. As a transition it
 * renders in slices of about 5 ms like the hydration itself, and a tap
 * arriving meanwhile is answered first. Same exports, same values, same
 * order of events; only the scheduling differs.
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
