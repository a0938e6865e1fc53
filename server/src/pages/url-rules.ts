/**
 * The build's URL rules (`url-rules.json`, written by `scripts/url-rules.ts` after each build) and how a request path is
 * answered from them: an exact path first (a page, a file or a redirect), then the fallback (a missing file is 404, any
 * other unknown path 302 to the home of its language). The same data becomes the production web server's configuration.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Name of the rules file inside the build's rules folder. */
export const URL_RULES_FILE = 'url-rules.json';

/** Folder of the build that holds the rules and the web server's snippet; never served (it is in no rule). */
export const RULES_DIR = '_rules';

/** Header name (lower case) → value. */
export type HeaderSet = Readonly<Record<string, string>>;

/** A page or a file, served from the build (`file` relative to it, `/` separators). */
export interface FileRule {
  status: 200;
  file: string;
  /** Names of {@link UrlRules.headers} sets, applied in order over the common set. */
  headers: readonly string[];
}

/** A redirect; the request's query is appended to `location`. */
export interface RedirectRule {
  status: 301 | 302;
  location: string;
  headers: readonly string[];
}

/** What one exact path answers. */
export type PathRule = FileRule | RedirectRule;

/** The whole rules file. */
export interface UrlRules {
  version: 1;
  /** Header sets by name; `common` goes on every answer, the API's included. */
  headers: Readonly<Record<string, HeaderSet>>;
  /** Decoded request path → its rule. */
  paths: Readonly<Record<string, PathRule>>;
  /** A path with no rule: a missing file when it `namesFile`, else a redirect to the home of the first matching prefix. */
  fallback: {
    /** Folders (`/assets/`, `/en/assets/`, …) whose paths name files; so does a last segment with an extension other than `.html`. */
    fileFolders: readonly string[];
    missing: { status: 404; headers: readonly string[] };
    /** Tried in order: `/en` and paths under `/en/` go to `/en/`, anything else to `/`. */
    unknown: ReadonlyArray<{ prefix: string; exact?: string; rule: RedirectRule }>;
  };
  /** Paths whose pages the server fills in from a refused no-JavaScript post (`?draft=…`). */
  draftPages: readonly string[];
  /** The server's JSON API (`/api` and under it): the web server in front passes it on. */
  apiPrefix: string;
  /** The largest request body the API takes, bytes: the web server in front refuses larger ones itself (413). */
  apiBodyMaxBytes: number;
}

/** How a request is answered: a rule, with its headers resolved, or the missing-file answer. */
export type Answer =
  | { kind: 'file'; file: string; headers: HeaderSet }
  | { kind: 'redirect'; status: 301 | 302; location: string; headers: HeaderSet }
  | { kind: 'missing'; status: 404; headers: HeaderSet };

/** Reads a build's rules, or `undefined` when the build has none. @throws when the file is not valid JSON of version 1. */
export function readUrlRules(buildDir: string): UrlRules | undefined {
  const file = path.join(buildDir, RULES_DIR, URL_RULES_FILE);
  if (!existsSync(file)) return undefined;
  const rules = JSON.parse(readFileSync(file, 'utf8')) as UrlRules;
  if (rules.version !== 1) throw new Error(`${file}: unknown rules version ${String(rules.version)}`);
  return rules;
}

/** Whether a decoded path names a file: under one of the file folders, or its last segment has an extension other than `.html`. */
export function namesFile(rules: UrlRules, pathname: string): boolean {
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  if (last.includes('.') && !last.endsWith('.html')) return true;
  return rules.fallback.fileFolders.some((f) => pathname.startsWith(f));
}

function headersOf(rules: UrlRules, names: readonly string[]): HeaderSet {
  return Object.assign({}, ...names.map((n) => rules.headers[n]));
}

function redirect(rules: UrlRules, rule: RedirectRule, query: string): Answer {
  return {
    kind: 'redirect',
    status: rule.status,
    location: query ? `${rule.location}?${query}` : rule.location,
    headers: headersOf(rules, rule.headers),
  };
}

/**
 * Answers a request: `rawPath` as received (percent-encoded, no query), `query` without `?` (kept on redirects), or `''`.
 * The headers returned are those of the rule; the common set is the caller's.
 */
export function answerPath(rules: UrlRules, rawPath: string, query: string): Answer {
  let p: string;
  try {
    p = decodeURIComponent(rawPath);
  } catch {
    p = rawPath;
  }
  const rule = Object.hasOwn(rules.paths, p) ? rules.paths[p] : undefined;
  if (rule?.status === 200) return { kind: 'file', file: rule.file, headers: headersOf(rules, rule.headers) };
  if (rule) return redirect(rules, rule, query);
  if (namesFile(rules, p)) return { kind: 'missing', status: 404, headers: headersOf(rules, rules.fallback.missing.headers) };
  const home = rules.fallback.unknown.find((u) => p === u.exact || p.startsWith(u.prefix)) ?? rules.fallback.unknown.at(-1);
  if (!home) throw new Error('url rules: no fallback for unknown paths');
  return redirect(rules, home.rule, '');
}
