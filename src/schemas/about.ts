/**
 * Content of the about page: `src/content/about.json`
 * and its English file. The founder comes from the company module and the
 * brand is `{brand}`.
 */
import * as z from 'zod';
import { faqItem, hero, meta, step, text, textList, titled } from './common';

/** The about page's content file. */
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
    /** Hours of the phone line (values from `company.hours`). */
    hours: text,
    button: text,
    contactLink: text,
  }),
});

export type AboutContent = z.infer<typeof aboutSchema>;
