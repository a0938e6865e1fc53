/**
 * Which pages this build serves: each entry ties a route key to its view
 * component, its content file and the schema that validates that file.
 *
 * A page is added here when it is built; until then nothing links to its
 * route (links and client redirects check `builtRoutes`). Node-only: it pulls
 * in the schemas, which never reach the browser.
 */
import type { z } from 'zod';
import type { RouteKey } from '../../config/routes';
import { homeSchema } from '../../schemas/home';
import { contactSchema } from '../../schemas/contact';
import { sponsorContactSchema } from '../../schemas/sponsorContact';

/** One page of the site. */
export interface PageDefinition {
  /** Route key of `src/config/routes.ts`. */
  route: RouteKey;
  /** View component, as a `@site/…` module path (outside `src/pages`). */
  component: string;
  /**
   * Content file name without `.json`, relative to `src/content/` (Spanish)
   * and `i18n/en/site-content/` (English).
   */
  content: string;
  /** Schema the content of both locales must satisfy. */
  schema: z.ZodType;
}

export const pages: readonly PageDefinition[] = [
  { route: 'home', component: '@site/src/views/Home', content: 'home', schema: homeSchema },
  // Services (issue 3) register here.
  // Apps, sponsorships, about, privacy (issue 4) register here.
  // Contact and sponsor-contact forms (issue 5) register here.
  { route: 'contact', component: '@site/src/views/Contact', content: 'contact', schema: contactSchema },
  { route: 'sponsorContact', component: '@site/src/views/SponsorContact', content: 'sponsorContact', schema: sponsorContactSchema },
];
