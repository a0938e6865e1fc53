// @vitest-environment jsdom
/**
 * The contact form's preset from a link (an app's "ask for your free trial"):
 * `?topic=other&message=…` selects the topic and starts the message once the
 * form runs in the browser; an unknown topic, control characters or an
 * over-long message are not taken as they are; and a form the visitor has
 * already typed in keeps what they typed.
 */
import { renderToString } from 'react-dom/server';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initialContactValues } from '../../../../src/form-rules/contact';
import { pathOf } from '../../../../src/config/routes';
import { docusaurusState } from '../../../support/docusaurus';
import { loadSourceMessages, message } from '../../../support/messages';

vi.mock('@docusaurus/Translate', () => import('../../../support/docusaurus').then((m) => m.translateModule));
vi.mock('@docusaurus/useDocusaurusContext', () => import('../../../support/docusaurus').then((m) => m.docusaurusContextModule));
vi.mock('@docusaurus/useGlobalData', () => import('../../../support/docusaurus').then((m) => m.globalDataModule));
vi.mock('@docusaurus/Link', () => import('../../../support/docusaurus').then((m) => m.linkModule));
vi.mock('@docusaurus/router', () => import('../../../support/docusaurus').then((m) => m.routerModule));
vi.mock('@docusaurus/useBaseUrl', () => import('../../../support/docusaurus').then((m) => m.baseUrlModule));
vi.mock('@docusaurus/useIsBrowser', () => import('../../../support/docusaurus').then((m) => m.isBrowserModule));

const { default: ContactForm, presetFromSearch, PRESET_MESSAGE_MAX_CHARS } = await import('../../../../src/views/Contact/ContactForm');

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

function openAt(search: string) {
  docusaurusState.locale = 'es';
  window.history.replaceState(null, '', `${pathOf('contact', 'es')}${search}`);
  render(<ContactForm privacyNote="(nota de privacidad)" />);
  return {
    topic: screen.getByLabelText(message('contact.form.topic', 'es')) as HTMLSelectElement,
    text: screen.getByLabelText(message('contact.form.message', 'es'), { exact: false }) as HTMLTextAreaElement,
  };
}

beforeAll(loadSourceMessages);

describe('ContactForm preset from the link', () => {
  it('selects the topic and starts the message', () => {
    const start = 'PlanOri: me gustaría empezar la prueba gratis.';
    const { topic, text } = openAt(`?${new URLSearchParams({ topic: 'other', message: start })}`);
    expect(topic.value).toBe('other');
    expect(text.value.startsWith(start)).toBe(true);
  });

  it('keeps what the visitor typed before the script ran', () => {
    docusaurusState.locale = 'es';
    // The page as the server sent it, typed in before hydration.
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(<ContactForm privacyNote="(nota de privacidad)" />);
    const typed = container.querySelector('textarea')!;
    typed.value = 'Ya escrito';
    window.history.replaceState(null, '', `${pathOf('contact', 'es')}?${new URLSearchParams({ topic: 'other', message: 'Routan: hola' })}`);
    render(<ContactForm privacyNote="(nota de privacidad)" />, { container, hydrate: true });
    expect(container.querySelector('textarea')!.value).toBe('Ya escrito');
    expect(container.querySelector('select')!.value).toBe('other');
  });

  it('keeps the form as it is without a preset', () => {
    const { topic, text } = openAt('');
    expect(topic.value).toBe(initialContactValues.topic);
    expect(text.value).toBe('');
  });
});

describe('presetFromSearch', () => {
  it('takes only a topic the form offers', () => {
    expect(presetFromSearch('?topic=other')).toEqual({ topic: 'other' });
    expect(presetFromSearch('?topic=hacking')).toEqual({});
  });

  it('turns control characters into spaces, trims and caps the message', () => {
    expect(presetFromSearch(`?message=${encodeURIComponent('  Routan:\u0000\nhola  ')}`)).toEqual({ message: 'Routan: hola' });
    expect(presetFromSearch(`?message=${'a'.repeat(PRESET_MESSAGE_MAX_CHARS + 50)}`).message).toHaveLength(PRESET_MESSAGE_MAX_CHARS);
    expect(presetFromSearch('?message=%20%20')).toEqual({});
  });
});
