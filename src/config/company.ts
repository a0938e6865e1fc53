/**
 * The company's public constants: the one place the owner edits the brand,
 * contact details, tax id and founder (docs/product.md §10).
 *
 * Client-safe: no Node APIs, so components, the server and the build all
 * import it. Nothing else in the code repeats these values.
 */
export const company = {
  /** Brand name as shown in the logo, titles and structured data. */
  name: 'Brétema Tech',
  /** Brand slug: the Spanish about page lives at `/sobre-{slug}`. */
  slug: 'bretema',
  /** Public e-mail address (used in `mailto:` links). */
  email: 'hola@bretema.tech',
  /** Phone number as displayed to people. */
  phoneDisplay: '+34 981 000 000',
  /** Phone number in E.164 form, used for `tel:` links and structured data. */
  phoneE164: '+34981000000',
  /** WhatsApp chat link (wa.me form, no query). */
  whatsappUrl: 'https://wa.me/34600000000',
  /** Tax id as printed in the footer, the privacy policy and the legal notice. PLACEHOLDER until the owner gives the real one. */
  taxId: 'NIF B00000000',
  /**
   * The holder of the website as registered (docs/product.md §21): legal name
   * and the commercial-register entry, both shown in the legal notice as
   * written here. PLACEHOLDERS until the owner gives the real ones (`README.md`
   * "Owner to confirm"); a sole trader has no register entry: set
   * `register` to `undefined` and the legal notice leaves that line out.
   */
  legal: {
    name: 'Brétema Tech, S.L.',
    register: 'Registro Mercantil de A Coruña, tomo 0000, folio 00, hoja C-00000' as string | undefined,
    /**
     * Whether the prices on the site include VAT; the legal notice says which
     * (a site that shows prices must). ASSUMED `true` — what a consumer must
     * be shown — until the owner confirms.
     */
    pricesIncludeVat: true as boolean,
  },
  /** Founder, shown on the about page and emitted as a schema.org Person. */
  founder: { name: 'Uxía Rodríguez', jobTitle: { es: 'Fundadora y directora técnica', en: 'Founder and technical director' } },
  /**
   * The workshop's postal address (docs/product.md §10). PLACEHOLDER like the
   * phone: the street and number are invented (`00`) until the owner gives
   * the real ones; `README.md` "Owner to confirm" lists it.
   */
  address: {
    street: 'Rúa do Hórreo, 00, bajo',
    postalCode: '15702',
    locality: 'Santiago de Compostela',
    region: 'Galicia',
    country: 'ES',
  },
  /** Where the workshop is on the map (WGS 84, decimal degrees); placeholder with the address. */
  geo: { latitude: 42.8745, longitude: -8.546 },
  /**
   * When people can reach the company (docs/product.md §10), local time of
   * `timeZone`. Days are ISO weekdays (1 = Monday … 7 = Sunday) and must be
   * consecutive. `workshop`: visits to drop off or collect a device, by
   * appointment; `calls`: the phone; `messages`: WhatsApp and e-mail.
   */
  hours: {
    days: { first: 1, last: 5 },
    calls: { opens: '10:00', closes: '12:00' },
    messages: { opens: '10:00', closes: '16:00' },
    workshop: { opens: '10:00', closes: '16:00' },
    /**
     * What follows the times, per language: the hours are those of mainland
     * Spain, which is on CET in winter and CEST in summer, so no single
     * abbreviation is true all year (the Canary Islands are an hour behind).
     */
    timeZone: { es: 'hora peninsular', en: 'Spanish time' },
  },
  /** Areas served, most local first (docs/product.md §1). */
  areaServed: ['Galicia', 'Spain', 'Europe'],
} as const;

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
