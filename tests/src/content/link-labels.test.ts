/**
 * One label per destination: every button or arrow link of the content files
 * that leads to the same place says the same thing, in each language, so a
 * visitor recognises the same step on every page (`docs/glossary.md`,
 * "Buttons and links"). A link is a `label`/`linkLabel` beside its `route`;
 * a landing page's `contactLabel` leads to the contact form; a WhatsApp
 * button is a `whatsappLabel`, the home page's WhatsApp band (`buttonLabel`)
 * or a `label` beside a prefilled `whatsappMessage`. Links named after the
 * page they point to are not calls to action and are left out: related
 * services (`to`) and the legal notice's references in its text.
 */
import { describe, expect, it } from 'vitest';
import { locales, type Locale } from '../../../src/config/locales';
import { contentNames, pageContent } from '../../support/content';

/** Files whose links are references named after their target, not calls to action. */
const referenceOnly = ['legalNotice'];

type Found = { destination: string; label: string; at: string };

function callsToAction(value: unknown, at: string): Found[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => callsToAction(v, `${at}[${i}]`));
  if (value === null || typeof value !== 'object') return [];
  const o = value as Record<string, unknown>;
  const found: Found[] = [];
  const label = o.label ?? o.linkLabel;
  if (typeof o.route === 'string' && typeof label === 'string') found.push({ destination: o.route, label, at });
  if (typeof o.contactLabel === 'string') found.push({ destination: 'contact', label: o.contactLabel, at: `${at}.contactLabel` });
  if (typeof o.whatsappLabel === 'string') found.push({ destination: 'whatsapp', label: o.whatsappLabel, at: `${at}.whatsappLabel` });
  if (typeof o.buttonLabel === 'string' && typeof o.message === 'string') {
    found.push({ destination: 'whatsapp', label: o.buttonLabel, at: `${at}.buttonLabel` });
  }
  if (typeof o.whatsappMessage === 'string' && typeof o.label === 'string') found.push({ destination: 'whatsapp', label: o.label, at });
  return [...found, ...Object.entries(o).flatMap(([k, v]) => callsToAction(v, at ? `${at}.${k}` : k))];
}

function labelsByDestination(locale: Locale): Map<string, Map<string, string[]>> {
  const byDestination = new Map<string, Map<string, string[]>>();
  for (const name of contentNames().filter((n) => !referenceOnly.includes(n))) {
    for (const { destination, label, at } of callsToAction(pageContent(name, locale), '')) {
      const labels = byDestination.get(destination) ?? new Map<string, string[]>();
      labels.set(label, [...(labels.get(label) ?? []), `${name}: ${at}`]);
      byDestination.set(destination, labels);
    }
  }
  return byDestination;
}

describe.each(locales)('calls to action (%s)', (locale) => {
  it('finds the contact form, WhatsApp and service-page links in the content', () => {
    const destinations = labelsByDestination(locale);
    for (const destination of ['contact', 'whatsapp', 'services', 'automations'])
      expect(destinations.has(destination), destination).toBe(true);
  });

  it('say one thing per destination', () => {
    const mixed = [...labelsByDestination(locale)]
      .filter(([, labels]) => labels.size > 1)
      .map(([destination, labels]) => ({
        destination,
        labels: Object.fromEntries(labels),
      }));
    expect(mixed).toEqual([]);
  });
});
