/**
 * Which post image is the page's lead image: the cover of a post on its own
 * page, and of the first post of a list (both in the first screen on a
 * phone, where they are the largest thing painted). The post images
 * (`src/theme/MDXComponents/Img.tsx`) load lazily, except inside
 * {@link LeadImage}: there they load at once, at high priority, so the
 * page's largest paint does not wait for layout to discover them
 * (docs/performance.md, "Paint first").
 */
import { createContext, useContext, type ReactNode } from 'react';

const LeadImageContext = createContext(false);

/**
 * Marks the images inside as the page's lead image.
 * @param props.children a post (its excerpt or its whole content).
 */
export function LeadImage({ children }: { children: ReactNode }): ReactNode {
  return <LeadImageContext.Provider value>{children}</LeadImageContext.Provider>;
}

/** `true` inside {@link LeadImage}. */
export function useIsLeadImage(): boolean {
  return useContext(LeadImageContext);
}
