/**
 * Content of the legal notice: the labels of the holder
 * block (values from the company module) and the sections in their fixed
 * order. Fact placeholders work in every string; `{email}` becomes a
 * `mailto:` link.
 */
import * as z from 'zod';
import { hero, legalSections, meta, routeLink, text } from './common';

/** Section ids after the holder block, in the order the page shows them. */
export const legalNoticeSectionIds = [
  'purpose',
  'conditions',
  'guarantee',
  'intellectual-property',
  'liability',
  'links',
  'privacy',
  'law',
] as const;

/** The legal notice's content file. */
export const legalNoticeSchema = z.strictObject({
  meta,
  hero: hero(),
  /** Accessible name of the table of contents. */
  tocLabel: text,
  holder: z.strictObject({
    title: text,
    intro: text,
    /** Labels of the holder's details; the values are `company` fields. */
    labels: z.strictObject({
      legalName: text,
      brand: text,
      taxId: text,
      address: text,
      email: text,
      phone: text,
      register: text,
    }),
  }),
  /** The sentence about VAT shown after the conditions of use: one per case, chosen by `company.legal.pricesIncludeVat`. */
  vat: z.strictObject({ included: text, excluded: text }),
  /** The sections in order; a section's `link` is another page of the site (the privacy policy, the repair page). */
  sections: legalSections(legalNoticeSectionIds, routeLink),
});

export type LegalNoticeContent = z.infer<typeof legalNoticeSchema>;
