/**
 * The site's locales: Spanish is
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

/** Each locale's path prefix (`''`, `/en`), from which every language-carrying path is built. */
export const localePrefix = { es: '', en: '/en' } as const satisfies Record<Locale, string>;

/** A locale's home path and Docusaurus `baseUrl`: `/` for Spanish, `/en/` for English. */
export function localeBaseUrl(locale: Locale): string {
  return `${localePrefix[locale]}/`;
}

/** A path of the default locale (`/blog`, `/`) under `locale`'s prefix (`/en/blog`, `/en/`). */
export function withLocalePrefix(bare: string, locale: Locale): string {
  return `${localePrefix[locale]}${bare}`;
}

/** Language of a URL path: the locale whose prefix it is or lies under, else the default. */
export function localeOfPath(pathname: string): Locale {
  const under = (locale: Locale) => {
    const prefix: string = localePrefix[locale];
    return prefix !== '' && (pathname === prefix || pathname.startsWith(`${prefix}/`));
  };
  return locales.find(under) ?? defaultLocale;
}

/** Type guard for locale codes coming from outside (URL, form field). */
export function isLocale(value: unknown): value is Locale {
  return value === 'es' || value === 'en';
}
