/**
 * Content of the sponsorships list:
 * `src/content/sponsorships.json` and its English file. `openSlots`
 * overrides `limits.defaultOpenSponsorSlots` open-slot tiles.
 */
import * as z from 'zod';
import { hero, meta, step, text, textList, titled } from './common';

/** The three levels of docs/product.md, in ascending order. */
export const sponsorLevelIds = ['basic', 'collab', 'principal'] as const;

export const sponsorshipsSchema = z.strictObject({
  meta,
  hero: hero({
    /** Label of the button to the sponsor contact page. */
    primary: text,
    /** Label of the link to the levels anchor. */
    secondary: text,
    /** Heading and lines of the hero's summary card (docs/product.md figures). */
    factsTitle: text,
    facts: textList(2),
  }),
  /** Open slots shown (default: `limits.defaultOpenSponsorSlots`). */
  openSlots: z.number().int().min(0).max(12).optional(),
  slots: z.strictObject({
    title: text,
    intro: text,
    /** Heading of each open tile. */
    openTitle: text,
    openText: text,
    /** Label of the occupied tile (the current sponsor). */
    takenLabel: text,
    /** Label of each open tile's link to the proposal form. */
    action: text,
  }),
  values: z.strictObject({ title: text, intro: text, items: z.array(titled).min(3).max(4) }),
  current: z.strictObject({
    eyebrow: text,
    name: text,
    place: text,
    text,
    facts: textList(2),
    link: text,
  }),
  levels: z.strictObject({
    title: text,
    intro: text,
    items: z
      .array(z.strictObject({ id: z.enum(sponsorLevelIds), name: text, summary: text, benefits: textList(2) }))
      .length(3)
      .refine((items) => items.every((item, i) => item.id === sponsorLevelIds[i]), 'levels must be basic, collab, principal in this order'),
  }),
  process: z.strictObject({ title: text, intro: text, steps: z.array(step).length(4), note: text }),
  cta: z.strictObject({
    title: text,
    text,
    /** Label of the button to the sponsor contact page. */
    button: text,
    /** Subject of the e-mail button (used while the proposal form is not built too). */
    emailSubject: text,
    whatsappMessage: text,
  }),
});

export type SponsorshipsContent = z.infer<typeof sponsorshipsSchema>;
