/**
 * The contact page filled in from a draft: the built HTML through parse5's rewriter, with values, `aria-invalid`, the form's
 * `data-error`/`data-error-field` and the message in `#contact-notice`; everything else byte for byte, so the CSP hashes hold.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { RewritingStream } from 'parse5-html-rewriting-stream';
import { pathOf, contactMessageText, contactTextFields } from '../shared';
import type { ContactDraft, DraftStore } from './drafts';
import { serverTranslate } from '../translate';

type Attr = { name: string; value: string };

function setAttr(attrs: Attr[], name: string, value: string | undefined): void {
  const i = attrs.findIndex((a) => a.name === name);
  if (value === undefined) {
    if (i !== -1) attrs.splice(i, 1);
  } else if (i === -1) attrs.push({ name, value });
  else attrs[i].value = value;
}

const attr = (attrs: Attr[], name: string) => attrs.find((a) => a.name === name)?.value;

/** Rewrites a built contact page's HTML with a draft: the form filled in, the message shown. */
export async function fillContactForm(html: string, draft: ContactDraft): Promise<string> {
  const message = contactMessageText(draft.error, serverTranslate(draft.locale));
  const rewriter = new RewritingStream();
  let inForm = false;
  let inSelect = false;
  // Text to put in place of an element's (empty) content: the textarea's value, the notice.
  let replaceTextUntil: string | undefined;

  rewriter.on('startTag', (tag) => {
    const attrs = tag.attrs as Attr[];
    if (tag.tagName === 'form' && attr(attrs, 'data-contact-form') !== undefined) {
      inForm = true;
      setAttr(attrs, 'data-error', draft.error);
      setAttr(attrs, 'data-error-field', draft.field);
    } else if (inForm) {
      const name = attr(attrs, 'name');
      if (tag.tagName === 'input' && name && (contactTextFields as readonly string[]).includes(name)) {
        setAttr(attrs, 'value', draft.text[name as keyof ContactDraft['text']]);
      } else if (tag.tagName === 'input' && name === 'preferredMethod') {
        setAttr(attrs, 'checked', attr(attrs, 'value') === draft.method ? '' : undefined);
      } else if (tag.tagName === 'input' && name === 'consent') {
        setAttr(attrs, 'checked', draft.consent ? '' : undefined);
      } else if (tag.tagName === 'select' && name === 'topic') {
        inSelect = true;
      } else if (tag.tagName === 'option' && inSelect) {
        setAttr(attrs, 'selected', attr(attrs, 'value') === draft.topic ? '' : undefined);
      }
      if (name !== undefined && name === draft.field) setAttr(attrs, 'aria-invalid', 'true');
    }
    rewriter.emitStartTag(tag);
    if (!inForm) return;
    if (tag.tagName === 'textarea' && attr(attrs, 'name') === 'message') {
      rewriter.emitText({ text: draft.text.message });
      replaceTextUntil = 'textarea';
    } else if (attr(attrs, 'id') === 'contact-notice') {
      // The notice paragraph the form renders empty for the server to fill.
      rewriter.emitText({ text: message });
      replaceTextUntil = tag.tagName;
    }
  });
  rewriter.on('endTag', (tag) => {
    if (tag.tagName === replaceTextUntil) replaceTextUntil = undefined;
    if (tag.tagName === 'select') inSelect = false;
    if (tag.tagName === 'form') inForm = false;
    rewriter.emitEndTag(tag);
  });
  rewriter.on('text', (token, raw) => {
    if (replaceTextUntil === undefined) rewriter.emitRaw(raw);
  });

  const filled = text(rewriter);
  rewriter.end(html);
  return filled;
}

/** The filled contact page for a request, or `undefined` to serve `file` (relative to `buildDir`) as usual. */
export async function draftPage(
  drafts: DraftStore,
  buildDir: string,
  file: string,
  pagePath: string,
  query: string,
): Promise<string | undefined> {
  const id = new URLSearchParams(query).get('draft');
  const draft = id ? drafts.get(id) : undefined;
  if (!draft || pagePath !== pathOf('contact', draft.locale)) return undefined;
  return fillContactForm(await readFile(path.join(buildDir, file), 'utf8'), draft);
}
