/**
 * The company's public constants: typed from
 * `src/data/company.json` (edited by staff, checked by `companyDataSchema`
 * in `src/schemas/business.ts`), with the derived forms the code needs
 * (E.164 phone, WhatsApp, map and mail links). Client-safe; nothing else
 * repeats these values. Several values are placeholders until the owner
 * confirms them (README, "Owner to confirm"). Hours are mainland-Spain local
 * time; days are ISO weekdays (1 = Monday), consecutive.
 */
import data from '../data/company.json';
import type { CompanyData } from '../schemas/business';

const facts = data as unknown as CompanyData;

export const company = {
  ...facts,
  /** Phone number as displayed to people (`+34 981 000 000`). */
  phoneDisplay: facts.phone,
  /** Phone number in E.164 form, used for `tel:` links and structured data. */
  phoneE164: facts.phone.replace(/ /g, ''),
  /** WhatsApp chat link (wa.me form: digits only, no query). */
  whatsappUrl: `https://wa.me/${facts.whatsapp.replace(/\D/g, '')}`,
};

/** Link to the workshop on OpenStreetMap (a plain link: nothing embedded). */
export const mapUrl = `https://www.openstreetmap.org/?mlat=${company.geo.latitude}&mlon=${company.geo.longitude}#map=18/${company.geo.latitude}/${company.geo.longitude}`;

/** `tel:` link for the company phone. */
export const telUrl = `tel:${company.phoneE164}`;

/** `mailto:` link to the company address, with optional subject and body. */
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

/** The founder's photo (site-relative, square, ≥ 320 px), or `undefined`: the about page shows a drawn portrait. */
export const founderPortrait: string | undefined = undefined;
