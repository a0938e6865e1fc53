/** Schemas of the business data staff edit, `src/data/company.json` and `src/data/prices.json`; the editor uses the same patterns. */
import * as z from 'zod';
import { staffMessages } from './messages';

/** What an amount is charged per. */
export const priceUnits = ['oneOff', 'setup', 'month', 'monthPerPhase', 'monthPerDevice', 'hour', 'minute', 'session', 'manual'] as const;

/** A phone number as people read it: `+`, country code, then groups of two to four digits (`+34 981 000 000`). */
export const phonePattern = /^\+\d{1,3}(?: \d{2,4}){2,5}$/;

/** A time of day, 24-hour `HH:MM`. */
export const timePattern = /^(?:[01]\d|2[0-3]):[0-5]\d$/;

/** A Spanish postal code: five digits. */
export const postalCodePattern = /^\d{5}$/;

const text = z.string().trim().min(1, staffMessages.empty);
const phone = z.string().regex(phonePattern, staffMessages.phone);
const opening = z
  .strictObject({
    opens: z.string().regex(timePattern, staffMessages.opens),
    closes: z.string().regex(timePattern, staffMessages.closes),
  })
  .refine((h) => h.opens < h.closes, staffMessages.closesAfterOpens);
/** An opening span of a day: `HH:MM` 24-hour local times, `opens` before `closes`. */
export type Opening = z.infer<typeof opening>;

const weekday = z.number().int().min(1).max(7);

/** `src/data/company.json`. */
export const companyDataSchema = z.strictObject({
  name: text,
  slug: z.string().regex(/^[a-z0-9-]+$/, staffMessages.slug),
  email: z.email(staffMessages.email),
  phone,
  whatsapp: phone,
  taxId: text,
  legal: z.strictObject({
    name: text,
    register: text.optional(),
    pricesIncludeVat: z.boolean(),
  }),
  founder: z.strictObject({ name: text, jobTitle: z.strictObject({ es: text, en: text }) }),
  address: z.strictObject({
    street: text,
    postalCode: z.string().regex(postalCodePattern, staffMessages.postalCode),
    locality: text,
    region: text,
    country: z.string().regex(/^[A-Z]{2}$/, staffMessages.country),
  }),
  geo: z.strictObject({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) }),
  hours: z.strictObject({
    days: z.strictObject({ first: weekday, last: weekday }).refine((d) => d.first <= d.last, staffMessages.dayOrder),
    calls: opening,
    messages: opening,
    workshop: opening,
    timeZone: z.strictObject({ es: text, en: text }),
  }),
  areaServed: z.array(text).min(1),
});

/** The shape of `src/data/company.json`. */
export type CompanyData = z.infer<typeof companyDataSchema>;

/** One amount of a price, in euros; the titles are the editor's Spanish labels (its price form is generated from this). */
export const pricePartSchema = z
  .strictObject({
    amount: z.number().nonnegative(staffMessages.amount).meta({ title: 'Importe (euros)' }),
    maxAmount: z.number().positive().optional().meta({ title: 'Importe máximo, si es un intervalo (euros)' }),
    unit: z.enum(priceUnits).meta({ title: 'Por' }),
    from: z.boolean().optional().meta({ title: '«Desde»: es un precio mínimo' }),
    maintenance: z.boolean().optional().meta({ title: 'Es la cuota de mantenimiento' }),
  })
  .refine((p) => p.maxAmount === undefined || p.maxAmount > p.amount, {
    message: staffMessages.amountRange,
    path: ['maxAmount'],
  });

/** A price: one or more parts, added up (`plus`) or alternatives (`or`). */
export const priceSchema = z.strictObject({
  parts: z.array(pricePartSchema).min(1).meta({ title: 'Importes' }),
  join: z.enum(['plus', 'or']).optional().meta({ title: 'Si hay varios importes' }),
});

/** What an amount is charged per. */
export type PriceUnit = (typeof priceUnits)[number];

/** One amount of a price: a figure or a range, in euros. */
export type PricePart = z.infer<typeof pricePartSchema>;

/** A price: parts added up (`plus`) or alternatives (`or`). */
export type Price = z.infer<typeof priceSchema>;

/** `src/data/prices.json`: price key → price. */
export const priceTableSchema = z.record(z.string().regex(/^[a-z][A-Za-z0-9]*$/), priceSchema);

/** Checks one data file's parsed JSON. @throws Error with one line per problem: `file: field.path: message`. */
export function checkBusinessData<T>(file: string, schema: z.ZodType<T>, data: unknown): T {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const lines = result.error.issues.map((i) => `${file}: ${i.path.join('.') || '(root)'}: ${i.message}`);
  throw new Error(`${staffMessages.businessDataHeading}\n${lines.join('\n')}`);
}
