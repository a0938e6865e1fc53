/**
 * The company's public constants: brand, contact details, hours, address,
 * tax id, holder and founder (docs/product.md §10). The values live in
 * `src/data/company.json`, which staff edit there or in the editor at
 * `/admin/` and the build checks with `companyDataSchema`
 * (`src/schemas/business.ts`); this module types them and derives the
 * forms the code needs (E.164 phone, WhatsApp link, map and mail links).
 *
 * Client-safe: no Node APIs, so components, the server and the build all
 * import it. Nothing else in the code repeats these values.
 *
 * PLACEHOLDERS until the owner gives the real ones (README, "Owner to
 * confirm"): phone, WhatsApp, tax id, holder and register entry, street
 * number, map position. `legal.register` is left out for a sole trader, and
 * the legal notice then omits that line; `legal.pricesIncludeVat` is assumed
 * `true` (what a consumer must be shown). Hours are local time of mainland
 * Spain (CET in winter, CEST in summer, so `timeZone` names no abbreviation);
 * days are ISO weekdays (1 = Monday … 7 = Sunday), consecutive.
 */
import data from '../data/company.json';
import type { CompanyData } from '../schemas/business';

const facts = data as unknown as CompanyData;

/** The company's public constants (see the module comment). */
export const company = {
  ...facts,
  /** Phone number as displayed to people (`+34 981 000 000`). */
  phoneDisplay: facts.phone,
  /** Phone number in E.164 form, used for `tel:` links and structured data. */
  phoneE164: facts.phone.replace(/ /g, ''),
  /** WhatsApp chat link (wa.me form: digits only, no query). */
  whatsappUrl: `https://wa.me/${facts.whatsapp.replace(/\D/g, '')}`,
};

/**
 * Link to the workshop on OpenStreetMap: a plain link the visitor follows;
 * nothing is embedded or loaded by the page (no third-party request).
 */
export const mapUrl = `https://www.openstreetmap.org/?mlat=${company.geo.latitude}&mlon=${company.geo.longitude}#map=18/${company.geo.latitude}/${company.geo.longitude}`;

/** `tel:` link for the company phone. */
export const telUrl = `tel:${company.phoneE164}`;

/**
 * `mailto:` link to the company address, with an optional prefilled subject
 * and body (encoded with `encodeURIComponent`).
 */
export function mailtoUrl(subject?: string, body?: string): string {
  const params: string[] = [];
  if (subject) params.push(`subject=${encodeURIComponent(subject)}`);
  if (body) params.push(`body=${encodeURIComponent(body)}`);
  return `mailto:${company.email}${params.length ? `?${params.join('&')}` : ''}`;
}

/** WhatsApp chat link with an optional prefilled text. */
export function whatsappLink(text?: string): string {
  return text ? `${company.whatsappUrl}?text=${encodeURIComponent(text)}` : company.whatsappUrl;
}

/**
 * The founder's photo, site-relative (e.g. `/img/founder.jpg`, square, at
 * least 320 × 320 px), or `undefined` while none is published: the about page
 * then shows an illustrated portrait (docs/product.md §10). Owner to replace.
 */
export const founderPortrait: string | undefined = undefined;
