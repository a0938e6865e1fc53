/**
 * Which pages this build serves: each route key with its view, content file and schema. A route not here is linked by nothing
 * (links and client redirects check `builtRoutes`). Node-only: the schemas never reach the browser.
 */
import type { z } from 'zod';
import type { RouteKey } from '../../config/routes';
import { homeSchema } from '../../schemas/home';
import { appsSchema } from '../../schemas/apps';
import { sponsorshipsSchema } from '../../schemas/sponsorships';
import { sponsorSchema } from '../../schemas/sponsor';
import { aboutSchema } from '../../schemas/about';
import { privacySchema } from '../../schemas/privacy';
import { legalNoticeSchema } from '../../schemas/legalNotice';
import { serviceLandingSchema } from '../../schemas/serviceLanding';
import { servicesOverviewSchema } from '../../schemas/servicesOverview';
import { servicePageSchema } from '../../schemas/servicePage';
import { contactPageSchema } from '../../schemas/contactPage';
import { sponsorContactSchema } from '../../schemas/sponsorContact';
import { contactThanksSchema } from '../../schemas/contactThanks';

/** One page of the site. */
export interface PageDefinition {
  route: RouteKey;
  /** View component, as a `@site/…` module path. */
  component: string;
  /** Content file name without `.json`, under `src/content/` (Spanish) and `i18n/en/site-content/` (English). */
  content: string;
  schema: z.ZodType;
  /** Not for search engines: `noindex` in its head, left out of the sitemap. */
  noindex?: true;
}

/** A service page: the family's shared view, content file `services/<route>.json`. */
function servicePage(route: RouteKey, view: 'ServiceLanding' | 'ServicePage'): PageDefinition {
  const schema = view === 'ServiceLanding' ? serviceLandingSchema : servicePageSchema;
  return { route, component: `@site/src/views/${view}`, content: `services/${route}`, schema };
}

/** The built pages. */
export const pages: readonly PageDefinition[] = [
  { route: 'home', component: '@site/src/views/Home', content: 'home', schema: homeSchema },
  { route: 'services', component: '@site/src/views/ServicesOverview', content: 'services/overview', schema: servicesOverviewSchema },
  ...(['switchboard', 'automations', 'appDevelopment'] as const).map((route) => servicePage(route, 'ServiceLanding')),
  ...(['advisory', 'websites', 'computerRepair', 'dataRecovery', 'phoneRepair', 'microsoldering'] as const).map((route) =>
    servicePage(route, 'ServicePage'),
  ),
  { route: 'apps', component: '@site/src/views/Apps', content: 'apps', schema: appsSchema },
  { route: 'sponsorships', component: '@site/src/views/Sponsorships', content: 'sponsorships', schema: sponsorshipsSchema },
  { route: 'sponsorMaxoarco', component: '@site/src/views/SponsorDetail', content: 'sponsors/maxoarco', schema: sponsorSchema },
  { route: 'about', component: '@site/src/views/About', content: 'about', schema: aboutSchema },
  { route: 'privacy', component: '@site/src/views/Privacy', content: 'privacy', schema: privacySchema },
  { route: 'legalNotice', component: '@site/src/views/LegalNotice', content: 'legalNotice', schema: legalNoticeSchema },
  { route: 'contact', component: '@site/src/views/Contact', content: 'contact', schema: contactPageSchema },
  // Where the contact form lands when posted without JavaScript.
  {
    route: 'contactThanks',
    component: '@site/src/views/ContactThanks',
    content: 'contactThanks',
    schema: contactThanksSchema,
    noindex: true,
  },
  { route: 'sponsorContact', component: '@site/src/views/SponsorContact', content: 'sponsorContact', schema: sponsorContactSchema },
];
