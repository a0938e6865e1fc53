/**
 * The theme's layout providers without the two this site never uses
 * (docs/performance.md, "Main bundle"): the announcement bar's (no
 * announcement bar is configured; `src/theme/AnnouncementBar` renders
 * nothing) and the docs plugin's preferred-version context (the docs plugin
 * is off). Both were in every page's main bundle. The others stay: colour
 * mode (the theme reads it), scroll control, the plugin's HTML class names
 * and the navbar's state.
 */
import type { ReactNode } from 'react';
import { composeProviders } from '@docusaurus/theme-common';
import {
  ColorModeProvider,
  NavbarProvider,
  PluginHtmlClassNameProvider,
  ScrollControllerProvider,
} from '@docusaurus/theme-common/internal';

const Provider = composeProviders([ColorModeProvider, ScrollControllerProvider, PluginHtmlClassNameProvider, NavbarProvider]);

/** Wraps every page ("Layout"). */
export default function LayoutProvider({ children }: { children: ReactNode }): ReactNode {
  return <Provider>{children}</Provider>;
}
