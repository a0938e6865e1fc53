/**
 * The site's locales (docs/product.md §11): Spanish is
 * the default at `/`, English lives under `/en/`.
 */
export const locales = ['es', 'en'] as const;

/** A locale code of this site. */
export type Locale = (typeof locales)[number];

/** The default locale, also the `x-default` hreflang target. */
export const defaultLocale: Locale = 'es';

/** Per-locale facts used in `<html lang>`, Open Graph and number/date formats. */
export const localeInfo: Record<Locale, { htmlLang: string; ogLocale: string; intl: string; label: string; name: string }> = {
  es: { htmlLang: 'es', ogLocale: 'es_ES', intl: 'es-ES', label: 'ES', name: 'Español' },
  en: { htmlLang: 'en', ogLocale: 'en_GB', intl: 'en-GB', label: 'EN', name: 'English' },
};

/** Language of a URL path (docs/product.md §2): a path starting with `/en` is English, anything else Spanish. */
export function localeOfPath(pathname: string): Locale {
  return pathname === '/en' || pathname.startsWith('/en/') ? 'en' : 'es';
}

/** Type guard for locale codes coming from outside (URL, form field). */
export function isLocale(value: unknown): value is Locale {
  return value === 'es' || value === 'en';
}
