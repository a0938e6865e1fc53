import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  {
    path: '/en/about',
    component: ComponentCreator('/en/about', 'd81'),
    exact: true
  },
  {
    path: '/en/apps',
    component: ComponentCreator('/en/apps', '1d6'),
    exact: true
  },
  {
    path: '/en/blog',
    component: ComponentCreator('/en/blog', 'd60'),
    exact: true
  },
  {
    path: '/en/blog/apps-prueba-30-dias',
    component: ComponentCreator('/en/blog/apps-prueba-30-dias', 'c65'),
    exact: true
  },
  {
    path: '/en/blog/archive',
    component: ComponentCreator('/en/blog/archive', 'd28'),
    exact: true
  },
  {
    path: '/en/blog/authors',
    component: ComponentCreator('/en/blog/authors', '32d'),
    exact: true
  },
  {
    path: '/en/blog/centralita-ia-pequenas-empresas',
    component: ComponentCreator('/en/blog/centralita-ia-pequenas-empresas', '155'),
    exact: true
  },
  {
    path: '/en/blog/patrocinio-maxoarco',
    component: ComponentCreator('/en/blog/patrocinio-maxoarco', 'af9'),
    exact: true
  },
  {
    path: '/en/blog/proteger-datos-antes-de-reparar',
    component: ComponentCreator('/en/blog/proteger-datos-antes-de-reparar', '821'),
    exact: true
  },
  {
    path: '/en/blog/tags',
    component: ComponentCreator('/en/blog/tags', 'fb7'),
    exact: true
  },
  {
    path: '/en/blog/tags/apps',
    component: ComponentCreator('/en/blog/tags/apps', '024'),
    exact: true
  },
  {
    path: '/en/blog/tags/consejos',
    component: ComponentCreator('/en/blog/tags/consejos', 'e99'),
    exact: true
  },
  {
    path: '/en/blog/tags/datos',
    component: ComponentCreator('/en/blog/tags/datos', '686'),
    exact: true
  },
  {
    path: '/en/blog/tags/ia',
    component: ComponentCreator('/en/blog/tags/ia', '3e8'),
    exact: true
  },
  {
    path: '/en/blog/tags/novedades',
    component: ComponentCreator('/en/blog/tags/novedades', '1ac'),
    exact: true
  },
  {
    path: '/en/blog/tags/patrocinios',
    component: ComponentCreator('/en/blog/tags/patrocinios', 'ac0'),
    exact: true
  },
  {
    path: '/en/blog/tags/pymes',
    component: ComponentCreator('/en/blog/tags/pymes', '26f'),
    exact: true
  },
  {
    path: '/en/blog/tags/reparacion',
    component: ComponentCreator('/en/blog/tags/reparacion', 'b2f'),
    exact: true
  },
  {
    path: '/en/contact',
    component: ComponentCreator('/en/contact', '2c3'),
    exact: true
  },
  {
    path: '/en/contact/thank-you',
    component: ComponentCreator('/en/contact/thank-you', '722'),
    exact: true
  },
  {
    path: '/en/privacy',
    component: ComponentCreator('/en/privacy', '319'),
    exact: true
  },
  {
    path: '/en/services',
    component: ComponentCreator('/en/services', '3b7'),
    exact: true
  },
  {
    path: '/en/services/ai-app-development',
    component: ComponentCreator('/en/services/ai-app-development', 'e3c'),
    exact: true
  },
  {
    path: '/en/services/ai-automations',
    component: ComponentCreator('/en/services/ai-automations', '11b'),
    exact: true
  },
  {
    path: '/en/services/ai-virtual-switchboard',
    component: ComponentCreator('/en/services/ai-virtual-switchboard', '633'),
    exact: true
  },
  {
    path: '/en/services/computer-laptop-repair',
    component: ComponentCreator('/en/services/computer-laptop-repair', '0fc'),
    exact: true
  },
  {
    path: '/en/services/data-recovery-drive-repair',
    component: ComponentCreator('/en/services/data-recovery-drive-repair', '669'),
    exact: true
  },
  {
    path: '/en/services/hardware-software-advisory',
    component: ComponentCreator('/en/services/hardware-software-advisory', '968'),
    exact: true
  },
  {
    path: '/en/services/static-wordpress-websites',
    component: ComponentCreator('/en/services/static-wordpress-websites', '026'),
    exact: true
  },
  {
    path: '/en/sponsor-contact',
    component: ComponentCreator('/en/sponsor-contact', '077'),
    exact: true
  },
  {
    path: '/en/sponsorships',
    component: ComponentCreator('/en/sponsorships', '8c3'),
    exact: true
  },
  {
    path: '/en/sponsorships/maxoarco',
    component: ComponentCreator('/en/sponsorships/maxoarco', 'fb5'),
    exact: true
  },
  {
    path: '/en/',
    component: ComponentCreator('/en/', 'a8d'),
    exact: true
  },
  {
    path: '*',
    component: ComponentCreator('*'),
  },
];
