/** Building blocks of the page-content schemas; components only import the inferred types. */
import * as z from 'zod';
import { say, staffMessages } from './messages';
import { limits } from '../config/limits';
import { routeKeys, type RouteKey } from '../config/routes';

/** A string that is not empty once trimmed. */
export const text = z.string().trim().min(1, staffMessages.empty);

/** Non-empty strings, at least `min`. */
export const textList = (min = 1) => z.array(text).min(min);

/** A key of the route map (links between pages are written as route keys, never as paths). */
export const routeKey = z.enum(routeKeys as [RouteKey, ...RouteKey[]]);

/** Head metadata of a page: `<title>`, meta description and keywords. */
export const meta = z.strictObject({
  title: text,
  description: text.max(limits.metaDescriptionMaxChars, staffMessages.metaDescriptionTooLong),
  keywords: textList().optional(),
});

/** A link to another page of the site, by route key. */
export const routeLink = z.strictObject({ label: text, route: routeKey });

/** A question with its answer (FAQ blocks). */
export const faqItem = z.strictObject({ question: text, answer: text });

/** A title with a short text (cards of principles, values, pillars, support). */
export const titled = z.strictObject({ title: text, text });

/** A titled step (process blocks). */
export const step = titled;

/** A page's hero: eyebrow, heading, lead, and the page's own `fields` (buttons, links). */
export function hero<Fields extends z.ZodRawShape = Record<never, never>>(fields: Fields = {} as Fields) {
  return z.strictObject({ eyebrow: text, title: text, lead: text, ...fields });
}

/** A figure with its label (stats and indicators). */
export const stat = z.strictObject({ value: text, label: text });

export type Meta = z.infer<typeof meta>;
export type FaqItem = z.infer<typeof faqItem>;
export type Step = z.infer<typeof step>;
export type Stat = z.infer<typeof stat>;

/** The card around a form (`FormPageView` in `src/components/forms/FormPage.tsx`): heading, intro, and the note under the consent box. */
export const formCard = z.strictObject({ title: text, intro: text, privacyNote: text });

/** The sections of a legal text: exactly `ids` in order, each with title, paragraphs, optional list, after-text and `link`. */
export function legalSections<const Id extends string, Link extends z.ZodType>(ids: readonly [Id, ...Id[]], link: Link) {
  return z
    .array(
      z.strictObject({
        id: z.enum(ids),
        title: text,
        paragraphs: textList(1),
        items: textList(1).optional(),
        after: textList(1).optional(),
        link: link.optional(),
      }),
    )
    .refine(
      (sections) => sections.length === ids.length && sections.every((s, i) => s.id === ids[i]),
      say('legalSections', { ids: ids.join(', ') }),
    );
}
