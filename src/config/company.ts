/**
 * The company's public constants from `src/data/company.json` (staff edit it; `companyDataSchema` checks it) and their derived
 * forms. Client-safe. Some are placeholders (README, "Owner to confirm"). Hours: mainland-Spain time; days: ISO weekdays (1 = Monday).
 */
import data from '../data/company.json';
import type { CompanyData } from '../schemas/business';

const facts = data as unknown as CompanyData;

/** The company data with the phone as displayed (`+34 981 000 000`), in E.164, and the wa.me chat link. */
export const company = {
  ...facts,
  phoneDisplay: facts.phone,
  phoneE164: facts.phone.replace(/ /g, ''),
  whatsappUrl: `https://wa.me/${facts.whatsapp.replace(/\D/g, '')}`,
};

/** Link to the workshop on OpenStreetMap (a plain link: nothing embedded). */
export const mapUrl = `https://www.openstreetmap.org/?mlat=${company.geo.latitude}&mlon=${company.geo.longitude}#map=18/${company.geo.latitude}/${company.geo.longitude}`;

/** `tel:` link for the company phone. */
export const telUrl = `tel:${company.phoneE164}`;

/** `mailto:` link to the company address, with an optional subject. */
export function mailtoUrl(subject?: string): string {
  return subject ? `mailto:${company.email}?subject=${encodeURIComponent(subject)}` : `mailto:${company.email}`;
}

/** WhatsApp chat link with an optional prefilled text. */
export function whatsappLink(text?: string): string {
  return text ? `${company.whatsappUrl}?text=${encodeURIComponent(text)}` : company.whatsappUrl;
}

/** The founder's photo (site-relative, square, ≥ 320 px), or `undefined`: the about page shows a drawn portrait. */
export const founderPortrait: string | undefined = undefined;
