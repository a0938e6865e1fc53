/**
 * Content of the privacy policy: the controller
 * block (data from the company module), the sections in their fixed order,
 * and the `updated` ISO date. Placeholders: `{brand}`, `{email}` (a `mailto:`
 * link), `{storageKey}`, `{waitSeconds}`.
 */
import * as z from 'zod';
import { hero, legalSections, meta, text } from './common';

/** Section ids after the controller block, in page order. */
export const privacySectionIds = [
  'data',
  'purposes',
  'legal-bases',
  'retention',
  'recipients',
  'transfers',
  'rights',
  'security',
  'cookies',
  'changes',
] as const;

/** The privacy policy's content file. */
export const privacySchema = z.strictObject({
  meta,
  hero: hero(),
  /** "Last updated" label; the date follows it. */
  updatedLabel: text,
  /** Date of the policy's last update, ISO `YYYY-MM-DD`; also the consent version stored with each lead. */
  updated: z.iso.date(),
  /** Accessible name of the table of contents. */
  tocLabel: text,
  controller: z.strictObject({
    title: text,
    intro: text,
    labels: z.strictObject({ name: text, taxId: text, email: text, address: text }),
  }),
  /** The sections in order; a section's `link` is an external reference (the data protection authority). */
  sections: legalSections(privacySectionIds, z.strictObject({ label: text, href: z.url({ protocol: /^https$/ }) })),
});

export type PrivacyContent = z.infer<typeof privacySchema>;
