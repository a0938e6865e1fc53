/**
 * Content of the about page (docs/product.md §2 "About"): hero, purpose, principles,
 * commitments, founder block, how we work, quick FAQ and the book-a-call
 * button. Files: `src/content/about.json`, `i18n/en/site-content/about.json`.
 *
 * The founder's name and job title come from the company module, and the
 * brand is written `{brand}`, so the owner changes them in one place
 * (docs/product.md §10).
 */
import * as z from 'zod';
import { faqItem, hero, meta, step, text, textList, titled } from './common';

/** Schema of the about page content. */
export const aboutSchema = z.strictObject({
  meta,
  hero: hero({
    /** Label of the book-a-call button (a `tel:` link). */
    bookCall: text,
    /** Label of the secondary button (the contact page). */
    secondary: text,
  }),
  purpose: z.strictObject({ eyebrow: text, title: text, paragraphs: textList(1) }),
  principles: z.strictObject({ title: text, intro: text, items: z.array(titled).min(3).max(6) }),
  commitments: z.strictObject({ title: text, intro: text, items: textList(3) }),
  founder: z.strictObject({
    eyebrow: text,
    paragraphs: textList(1),
    /** Accessible text of the founder's initials badge, e.g. "Iniciales de {founder}". */
    portraitLabel: text,
  }),
  howWeWork: z.strictObject({ title: text, intro: text, steps: z.array(step).min(3).max(5) }),
  faq: z.strictObject({ title: text, items: z.array(faqItem).min(3) }),
  bookCall: z.strictObject({
    title: text,
    text,
    /** Hours of the phone line (docs/product.md §9: calls Monday–Friday 10:00–12:00 Spanish mainland time). */
    hours: text,
    button: text,
    contactLink: text,
  }),
});

/** Parsed about page content, as the view receives it. */
export type AboutContent = z.infer<typeof aboutSchema>;
