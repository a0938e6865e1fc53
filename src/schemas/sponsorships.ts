/** Content of the sponsorships list, `src/content/sponsorships.json` and its English file. */
import * as z from 'zod';
import { staffMessages } from './messages';
import { hero, meta, step, text, textList, titled } from './common';

/** The three sponsorship levels, in ascending order. */
export const sponsorLevelIds = ['basic', 'collab', 'principal'] as const;

/** The sponsorships page's content file. */
export const sponsorshipsSchema = z.strictObject({
  meta,
  hero: hero({
    /** Labels of the button to the sponsor contact page and the link to the levels. */
    primary: text,
    secondary: text,
    /** Heading and lines of the hero's summary card. */
    factsTitle: text,
    facts: textList(2),
  }),
  /** Open slots shown (default: `limits.defaultOpenSponsorSlots`). */
  openSlots: z.number().int().min(0).max(12).optional(),
  slots: z.strictObject({
    title: text,
    intro: text,
    openTitle: text,
    openText: text,
    /** Label of the occupied tile (the current sponsor). */
    takenLabel: text,
    /** Each open tile's link to the proposal form. */
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
      .refine((items) => items.every((item, i) => item.id === sponsorLevelIds[i]), staffMessages.sponsorLevels),
  }),
  process: z.strictObject({ title: text, intro: text, steps: z.array(step).length(4), note: text }),
  cta: z.strictObject({
    title: text,
    text,
    button: text,
    /** Subject of the e-mail button (used while the proposal form is not built too). */
    emailSubject: text,
    whatsappMessage: text,
  }),
});

export type SponsorshipsContent = z.infer<typeof sponsorshipsSchema>;
