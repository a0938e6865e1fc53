/**
 * Published URLs never die (docs/urls.md): `published-urls.json` checked against the current URLs (passed in: `routeUrls()`,
 * `blogUrls()`), the redirects for moved pages, and the {@link retired} list.
 */
import { locales, type Locale } from './locales';
import { routes } from './routes';

/** One published URL: `id` the page's stable identity (docs/urls.md, "The record"), `path` root-relative. */
export interface PublishedUrl {
  id: string;
  locale: Locale;
  path: string;
}

/** A URL of the current sources. A draft post exists but is not published, so it is never recorded. */
export interface CurrentUrl extends PublishedUrl {
  draft?: true;
}

/** A page removed on purpose (`id` as in `published-urls.json`): its URLs lead to the existing `successor`'s path in the same language. */
export interface RetiredPage {
  id: string;
  successor: string;
}

/** Pages removed on purpose, e.g. `{ id: 'route:apps', successor: 'route:services' }`. */
export const retired: readonly RetiredPage[] = [];

/** A redirect derived from the record: `from` (a published path) → `to` (a current path), both in `locale`. */
export interface PublishedRedirect {
  from: string;
  to: string;
  locale: Locale;
  id: string;
}

/** The result of {@link checkPublishedUrls}; `problems` has one sentence per URL that would disappear, saying what to do. */
export interface PublishedUrlCheck {
  redirects: PublishedRedirect[];
  problems: string[];
}

/** A route's identity, `route:<key>`. */
export function routeId(key: string): string {
  return `route:${key}`;
}

/** The URLs of the route map, both languages (flagged routes included: the redirect table handles them while off). */
export function routeUrls(map: Record<string, Record<Locale, string>> = routes): CurrentUrl[] {
  return Object.keys(map).flatMap((key) => locales.map((locale) => ({ id: routeId(key), locale, path: map[key][locale] })));
}

const keyOf = (id: string, locale: Locale) => `${id}\u0000${locale}`;

/** Each published path no page answers becomes a redirect to its identity's (or successor's) path, or a problem saying what to do. */
export function checkPublishedUrls(
  record: readonly PublishedUrl[],
  current: readonly CurrentUrl[],
  retiredPages: readonly RetiredPage[] = retired,
): PublishedUrlCheck {
  const livePaths = new Set(current.map((u) => u.path));
  const pathOfId = new Map(current.map((u) => [keyOf(u.id, u.locale), u.path]));
  const ids = new Set(current.map((u) => u.id));
  const successorOf = new Map(retiredPages.map((r) => [r.id, r.successor]));
  const problems: string[] = [];
  for (const r of retiredPages) {
    if (!ids.has(r.successor)) {
      problems.push(
        `The retired page ${r.id} names the successor ${r.successor}, which does not exist now. ` +
          `Set "successor" in "retired" (src/config/url-record.ts) to the identity of a current page, e.g. ${routeId('home')}.`,
      );
    }
  }
  const redirects: PublishedRedirect[] = [];
  const seen = new Set<string>();
  for (const u of record) {
    if (livePaths.has(u.path) || seen.has(u.path)) continue;
    seen.add(u.path);
    const own = pathOfId.get(keyOf(u.id, u.locale));
    if (own) {
      redirects.push({ from: u.path, to: own, locale: u.locale, id: u.id });
      continue;
    }
    const successor = successorOf.get(u.id);
    if (successor !== undefined) {
      const to = pathOfId.get(keyOf(successor, u.locale));
      if (to) redirects.push({ from: u.path, to, locale: u.locale, id: u.id });
      continue;
    }
    problems.push(
      `The published URL ${u.path} (${u.id}, ${u.locale}) would disappear: nothing in the route map or the blog has the identity ${u.id} now. ` +
        `Either put the page back (same route key or blog file name: a new path is fine, the old one then answers 301), ` +
        `or, to remove it on purpose, add { id: '${u.id}', successor: '<identity of the page that takes its visitors>' } ` +
        `to "retired" in src/config/url-record.ts. See docs/urls.md.`,
    );
  }
  return { redirects, problems };
}

/** The record plus every current, non-draft URL not in it yet, sorted; nothing is ever removed. */
export function mergeRecord(record: readonly PublishedUrl[], current: readonly CurrentUrl[]): PublishedUrl[] {
  const all = new Map<string, PublishedUrl>();
  for (const u of [...record, ...current.filter((c) => !c.draft)]) {
    const k = `${keyOf(u.id, u.locale)}\u0000${u.path}`;
    if (!all.has(k)) all.set(k, { id: u.id, locale: u.locale, path: u.path });
  }
  return [...all.values()].sort(
    (a, b) => a.id.localeCompare(b.id, 'en') || a.locale.localeCompare(b.locale, 'en') || a.path.localeCompare(b.path, 'en'),
  );
}
