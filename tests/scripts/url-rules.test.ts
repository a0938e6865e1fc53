/**
 * The URL rules the build writes (`scripts/url-rules.ts`): the same answers as data for the site's server and as a
 * snippet that Debian's Caddy accepts inside the production Caddyfile (`caddy validate`); the no-JavaScript failure
 * pages in both languages.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultFlags } from '../../src/config/build-env';
import { company } from '../../src/config/company';
import { editorBackendFromEnv } from '../../src/config/editor';
import { locales } from '../../src/config/locales';
import { pathOf } from '../../src/config/routes';
import { contactMessageText } from '../../src/form-rules/messages';
import { answerPath, RULES_DIR } from '../../server/src/pages/url-rules';
import { serverTranslate } from '../../server/src/translate';
import { CADDY_SNIPPET_FILE, unavailableFile, urlRulesOf, writeUrlRules } from '../../scripts/url-rules';
import { tempDir, writeFakeBuild } from '../server/helpers';

const ROOT = path.resolve(__dirname, '..', '..');

function fakeRules(env: Record<string, string> = {}) {
  const buildDir = writeFakeBuild(path.join(tempDir(), 'build'));
  return { buildDir, rules: urlRulesOf({ buildDir, flags: defaultFlags, editorBackend: editorBackendFromEnv(env) }) };
}

describe('the URL rules', () => {
  it('never serve their own folder, compressed siblings or the hidden pages', () => {
    const { rules } = fakeRules();
    for (const p of [`/${RULES_DIR}/url-rules.json`, '/assets/js/main.1a2b3c4d.js.br', '/404.html']) {
      expect(answerPath(rules, p, ''), p).not.toMatchObject({ kind: 'file' });
    }
  });

  it('give every page one policy that allows the inline content of all pages', () => {
    const buildDir = writeFakeBuild(path.join(tempDir(), 'build'), {
      'servicios.html': '<!doctype html><html lang="es"><script>var a = 1;</script></html>',
      'en/services.html': '<!doctype html><html lang="en"><p style="color: red">x</p></html>',
    });
    const rules = urlRulesOf({ buildDir, flags: defaultFlags, editorBackend: editorBackendFromEnv({}) });
    const policies = [pathOf('services', 'es'), pathOf('services', 'en'), pathOf('home', 'es')].map((p) => {
      const a = answerPath(rules, p, '');
      return a.headers['content-security-policy'];
    });
    expect(new Set(policies).size).toBe(1);
    expect(policies[0]).toMatch(/script-src 'self' 'sha256-[^']+'/);
    expect(policies[0]).toMatch(/'unsafe-hashes' 'sha256-[^']+'/);
  });
});

describe('the no-JavaScript failure pages', () => {
  it.each(locales)('%s: the form failure message and the three other ways to reach us', (locale) => {
    const { buildDir } = fakeRules();
    writeUrlRules({ buildDir, flags: defaultFlags, editorBackend: editorBackendFromEnv({}) });
    const html = readFileSync(path.join(buildDir, RULES_DIR, unavailableFile(locale)), 'utf8');
    expect(html).toContain(`<html lang="${locale}">`);
    expect(html).toContain(contactMessageText('failure', serverTranslate(locale)).replace(/&/g, '&amp;'));
    for (const href of [`mailto:${company.email}`, company.whatsappUrl, `tel:${company.phoneE164}`])
      expect(html).toContain(`href="${href}"`);
  });
});

describe("Caddy's snippet", () => {
  it('is accepted by Caddy inside deploy/Caddyfile as the production server loads it', () => {
    const site = tempDir();
    const { buildDir } = fakeRules();
    writeUrlRules({ buildDir, flags: defaultFlags, editorBackend: editorBackendFromEnv({}) });
    mkdirSync(path.join(site, 'releases'));
    symlinkSync(path.dirname(buildDir), path.join(site, 'current'));
    const config = path.join(site, 'Caddyfile');
    writeFileSync(config, `{\n\tadmin off\n\tstorage file_system ${site}/caddy\n}\nimport ${ROOT}/deploy/Caddyfile\n`);
    const env = { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: site, SITE_DOMAIN: 'http://localhost:8080', SITE_ROOT: site };
    const r = spawnSync('caddy', ['validate', '--config', config, '--adapter', 'caddyfile'], { env, encoding: 'utf8' });
    expect(r.error, 'Caddy is not installed (Debian: apt-get install caddy)').toBeUndefined();
    expect(r.status, `${r.stdout}${r.stderr}`.slice(-2000)).toBe(0);
    // The snippet was imported, not skipped for want of a match.
    expect(readFileSync(path.join(buildDir, RULES_DIR, CADDY_SNIPPET_FILE), 'utf8')).toMatch(/^map \{path\}/m);
    expect(`${r.stdout}${r.stderr}`).not.toMatch(/No files matching import glob/i);
  });
});
