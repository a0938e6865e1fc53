/** Content of the apps catalogue, `src/content/apps.json` and its English file; `{days}` is the trial length. */
import * as z from 'zod';
import { limits } from '../config/limits';
import { staffMessages } from './messages';
import { slugify } from '../utils/slugify';
import { hero, stat, step, text, textList } from './common';

/** Release stage of an app: drives the badge colour; the wording is `status`. */
const appStage = z.enum(['stable', 'beta', 'maintenance']);

/** One app of the catalogue. */
const appSchema = z.strictObject({
  /** Display name; its slug is the card's anchor (`planori`). */
  name: text,
  tagline: text,
  description: text,
  status: text,
  stage: appStage,
  highlights: textList(2),
});

/** Schema of the apps page content (both locales, after the English overlay). */
export const appsSchema = z.strictObject({
  metaTitle: text,
  metaDescription: text.max(limits.metaDescriptionMaxChars, staffMessages.metaDescriptionTooLong),
  keywords: textList(),
  hero: hero({
    catalogueLink: text,
    /** Heading of the hero's list of the first three apps. */
    showcaseTitle: text,
  }),
  productsTitle: text,
  productsIntro: text,
  /** Each card's main action, which asks for the free trial: "Pide tu prueba gratis de {days} días". */
  trialAction: text,
  /** How that action starts the contact form's message, after the app's name and a colon ("me gustaría…"). */
  trialMessage: text,
  products: z
    .array(appSchema)
    .length(3, staffMessages.appCount)
    .refine((apps) => new Set(apps.map((a) => slugify(a.name))).size === apps.length, staffMessages.appNames),
  /** What the apps share; the items fold under `listLabel`. */
  pillars: z.strictObject({ title: text, intro: text, listLabel: text, items: z.array(step).min(3).max(4) }),
  metricsTitle: text,
  metrics: z.array(stat).length(4),
  roadmap: z.strictObject({ title: text, intro: text, steps: z.array(step).min(3).max(5) }),
  cta: z.strictObject({
    hint: text,
    title: text,
    /** Labels of the contact-page and brochure-by-e-mail buttons. */
    button: text,
    secondary: text,
    brochureSubject: text,
    whatsappLabel: text,
    whatsappMessage: text,
  }),
  /** Texts of the `ItemList` JSON-LD block. */
  structuredData: z.strictObject({ listName: text, offerDescription: text }),
});

export type AppsContent = z.infer<typeof appsSchema>;
