/**
 * The staff editor at /admin, used as staff use it, step by step as the
 * staff guide (`docs/guia-publicacion.md`) tells them, with the labels it
 * names, taking its pictures on the way (tests/support/guide.ts;
 * tests/support/editor.ts explains how the test stands in for the folder
 * picker): a bilingual news post with a cover, a tag and an address in each
 * language (one file name for both), a price and the phone number changed
 * and saved; the files the editor wrote pass the build's own checks (post
 * front matter, business data schemas) and keep `npm run i18n:check` green.
 * Then the bad inputs staff can make, each refused in Spanish before
 * anything is saved; and the guide, one click from the editor.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { testOrigin } from '../support/browser';
import {
  checkTranslationsOf,
  editorConfigOf,
  editorMessages,
  openEditor,
  saveEditorFiles,
  scratchSite,
  type EditorConfig,
} from '../support/editor';
import { blogSourceDirs } from '../../src/config/blog-urls';
import { locales } from '../../src/config/locales';
import { prices, type Price } from '../../src/config/prices';
import { checkBusinessFiles, postProblems } from '../../src/plugins/content-rules';
import { parsePost } from '../../src/config/blog-urls';
import { priceLabels } from '../../src/plugins/editor/labels';
import { escapeRegExp } from '../../src/utils/escapeRegExp';
import { guideImages, guidePath } from '../../src/plugins/editor/guide';
import { guideLabel, guideMarkdown, guideShot, guideShotsTaken } from '../support/guide';

const testBuild = path.resolve(__dirname, '../../test-build/site');
const esLocale = editorMessages();
const config: EditorConfig = editorConfigOf(testBuild);
const news = config.collections.find((c) => c.folder)!;
const newsField = (name: string) => news.fields!.find((f) => f.name === name)!;
const businessFile = (name: string) => config.collections.flatMap((c) => c.files ?? []).find((f) => f.name === name)!;

/** An editor field by its label (the editor names each field's group «Campo “label”»). */
function field(scope: Page | Locator, label: string): Locator {
  return scope.getByRole('group', { name: new RegExp(`^Campo “\u2068${escapeRegExp(label)}\u2069”$`) });
}

/**
 * Types each value into its editor textbox until the editor holds them all:
 * typing into a new entry while the editor still sets up its form can be lost.
 */
async function fillAll(fields: ReadonlyArray<[Locator, string]>): Promise<void> {
  await expect(async () => {
    for (const [box, value] of fields) if ((await box.inputValue()) !== value) await box.fill(value);
    for (const [box, value] of fields) await expect(box).toHaveValue(value, { timeout: 1_000 });
  }).toPass();
}

/** Saves the open entry; fails with the editor's list of field errors when it refuses. */
async function save(page: Page): Promise<void> {
  await page.getByRole('button', { name: guideLabel('Guardar'), exact: true }).click();
  const saved = page.getByText('Entrada guardada');
  const refused = page.getByText(/Corrígelo para guardar|Corrígelos para guardar/);
  await expect(saved.or(refused)).toBeVisible();
  if (await refused.isVisible()) {
    await page.getByRole('radio', { name: 'Validación' }).click();
    throw new Error(`The editor refused to save:\n${await page.getByRole('complementary').or(page.locator('body')).last().innerText()}`);
  }
}

/** The editor's lists (its side bar). */
function lists(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Contenido' });
}

/**
 * Opens `list` and, in it, the entry `entry`, as staff do (no address typed): from the lists, or from an open entry, which
 * it leaves first (a new entry, once saved, already goes back to the lists).
 */
async function openEntry(page: Page, list: string, entry: string): Promise<void> {
  const leave = page.getByRole('button', { name: 'Cancelar la edición' });
  await expect(lists(page).or(leave)).toBeVisible();
  // The notice of the last save goes first: it moves the page while it is on screen (and would be in the next picture).
  await expect(page.getByText('Entrada guardada')).toBeHidden({ timeout: 30_000 });
  if (await leave.isVisible()) await leave.click();
  await lists(page).getByText(list, { exact: true }).click();
  await page.getByRole('main').getByText(entry, { exact: true }).click();
  await expect(page.getByRole('button', { name: 'Guardar', exact: true })).toBeVisible();
}

/** Scrolls a field into the middle of the screen, for its picture. */
async function centre(locator: Locator): Promise<void> {
  await locator.evaluate((el) => el.scrollIntoView({ block: 'center' }));
}

/** The new post's cover in the test: a drawing of a workbench with tools, 1200 × 630, as SVG. */
const workshopDrawing = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0b3f4c"/><stop offset="1" stop-color="#13708a"/></linearGradient></defs>
  <rect width="1200" height="630" fill="url(#g)"/>
  <path d="M0 470 C 300 420, 600 520, 1200 440" stroke="#f0a73a" stroke-width="10" fill="none"/>
  <rect x="250" y="330" width="700" height="40" rx="8" fill="#e8eef0"/>
  <rect x="290" y="370" width="30" height="170" fill="#cfd9dc"/><rect x="880" y="370" width="30" height="170" fill="#cfd9dc"/>
  <g transform="rotate(-30 470 260)"><rect x="440" y="170" width="40" height="170" rx="12" fill="#f0a73a"/><circle cx="460" cy="170" r="42" fill="#f0a73a"/><circle cx="460" cy="150" r="20" fill="#0b3f4c"/></g>
  <rect x="640" y="220" width="180" height="110" rx="14" fill="#ffffff"/><rect x="665" y="245" width="130" height="14" rx="7" fill="#13708a"/>
  <rect x="665" y="275" width="90" height="14" rx="7" fill="#13708a" opacity=".6"/>
</svg>`;

/** A price of one part, with no upper amount, that the editor labels: the one the test changes. */
function editablePrice(): { key: string; price: Price } {
  for (const [key, price] of Object.entries(prices) as [string, Price][]) {
    if (key in priceLabels && price.parts.length === 1 && price.parts[0].maxAmount === undefined) return { key, price };
  }
  throw new Error('No one-part price has an editor label');
}

test.describe('staff editor, as the guide tells it', () => {
  test.describe.configure({ timeout: 240_000 });
  // The editor speaks the browser's language: staff browsers are Spanish; the guide's pictures are a laptop's screen.
  test.use({ locale: 'es-ES', viewport: { width: 1280, height: 800 } });
  let passed = 0;
  test.afterEach(({}, testInfo) => {
    if (testInfo.status === 'passed') passed += 1;
  });
  // Once every test of the file has passed, every picture the guide shows has been taken.
  test.afterAll(() => {
    if (passed === 3) expect([...guideShotsTaken].sort()).toEqual([...new Set(guideImages(guideMarkdown()))].sort());
  });

  test('a bilingual post with its cover, a price and the phone, saved in the editor, are written as the build reads them', async ({
    page,
  }) => {
    const site = scratchSite();
    try {
      // The Spanish address also names both files; the English one is the English post's own.
      // The guide's own example.
      const slug = 'taller-los-sabados';
      const post = {
        es: {
          slug,
          title: 'Abrimos el taller los sábados',
          description: 'Desde diciembre, el taller abre también los sábados por la mañana.',
          alt: 'Un taller con herramientas sobre la mesa',
          intro: 'Desde diciembre abrimos también los sábados.',
        },
        en: {
          slug: 'saturday-workshop',
          title: 'Now open on Saturday mornings',
          description: 'From December, the workshop also opens on Saturday mornings.',
          alt: 'A workshop with tools on the bench',
          intro: 'From December we also open on Saturdays.',
        },
      };
      const tag = (newsField('tags') as unknown as { options: { label: string; value: string }[] }).options[0];
      const { key: priceKey, price } = editablePrice();
      const newPrice: Price = { ...price, parts: [{ ...price.parts[0], amount: price.parts[0].amount + 7 }] };
      const newPhone = '+34 981 123 456';
      const label = (name: string) => guideLabel(newsField(name).label);

      // 1. Open the editor.
      await openEditor(page, testOrigin, site.dir, config, {
        signIn: guideLabel('Trabajar con un repositorio local'),
        onSignInPage: () => guideShot(page, '01-entrar.png'),
      });
      // 2. The lists.
      for (const list of config.collections) await expect(lists(page).getByText(guideLabel(list.label), { exact: true })).toBeVisible();
      await guideShot(page, '02-listas.png');

      // 3. A new post: the shared fields once, the Spanish and English texts side by side.
      await page
        .getByRole('button')
        .filter({ hasText: guideLabel('Nuevo') })
        .click();
      // The editor announces the new entry once its form is set up; typing before that can be lost.
      await expect(page.getByRole('status')).toContainText('creando una nueva entrada');
      const es = page.getByRole('group', { name: /Editar el contenido en .Español/ });
      await fillAll([
        [field(es, label('title')).getByRole('textbox'), post.es.title],
        [field(es, label('slug')).getByRole('textbox'), slug],
        [field(es, label('description')).getByRole('textbox'), post.es.description],
      ]);
      await field(es, label('authors')).getByRole('checkbox').first().check();
      await field(es, label('tags')).getByRole('combobox').click();
      await page.getByRole('option', { name: tag.label }).click();
      await guideShot(page, '03-noticia-nueva.png');
      await field(es, label('image'))
        .getByRole('button', { name: guideLabel('Explorar') })
        .click();
      const picker = page.getByRole('dialog', { name: 'Seleccionar imagen' });
      const chooser = page.waitForEvent('filechooser');
      await picker.getByRole('button', { name: guideLabel('Subir') }).click();
      // A picture of its own, as the guide asks: a drawn workshop bench, landscape, no words.
      const image = await sharp(Buffer.from(workshopDrawing)).jpeg({ quality: 80 }).toBuffer();
      await (await chooser).setFiles({ name: `${slug}.jpg`, mimeType: 'image/jpeg', buffer: image });
      await expect(picker.getByRole('option', { name: new RegExp(`^${slug}\\.`) })).toHaveAttribute('aria-selected', 'true');
      await guideShot(page, '04-portada.png');
      await picker.getByRole('button', { name: guideLabel('Insertar') }).click();
      // The field shows the chosen image and offers to replace it once the upload is in.
      await expect(field(es, label('image')).getByText('Reemplazar')).toBeVisible();
      await field(es, label('image_alt')).getByRole('textbox').fill(post.es.alt);
      const body = async (scope: Locator, intro: string, heading: string) => {
        await field(scope, label('body'))
          .getByRole('button', { name: guideLabel('Editar en Markdown') })
          .click();
        await field(scope, label('body')).getByRole('textbox').fill(`${intro}\n\n## ${heading}\n\n${intro}\n`);
      };
      await body(es, post.es.intro, 'Horario de los sábados');
      await es.getByRole('radio', { name: guideLabel('Inglés') }).click();
      const en = page.getByRole('group', { name: /Editar el contenido en .Inglés/ });
      await field(en, label('title')).getByRole('textbox').fill(post.en.title);
      await field(en, label('slug')).getByRole('textbox').fill(post.en.slug);
      await field(en, label('description')).getByRole('textbox').fill(post.en.description);
      await field(en, label('image_alt')).getByRole('textbox').fill(post.en.alt);
      await body(en, post.en.intro, 'Saturday hours');
      await centre(field(en, label('title')));
      await guideShot(page, '05-noticia-ingles.png');
      await save(page);
      await guideShot(page, '06-noticia-guardada.png');

      // 4. A price, in "Precios y datos".
      await openEntry(page, guideLabel('Precios y datos'), guideLabel('Precios'));
      const priceGroup = field(page, priceLabels[priceKey]);
      await priceGroup.getByRole('button', { name: 'Expandir' }).click();
      const amount = priceGroup.getByRole('spinbutton', { name: guideLabel('Importe (euros)') }).first();
      await amount.fill(String(newPrice.parts[0].amount));
      await centre(amount);
      await guideShot(page, '07-precio.png');
      await save(page);

      // 5. The phone.
      await openEntry(page, guideLabel('Precios y datos'), guideLabel(businessFile('company').label));
      const phoneBox = field(page, guideLabel(businessFile('company').fields.find((f) => f.name === 'phone')!.label)).getByRole('textbox');
      await phoneBox.fill(newPhone);
      await centre(phoneBox);
      await guideShot(page, '08-telefono.png');
      await save(page);

      // 6. A page's text: the Spanish pages, the first one open (nothing changed).
      const pages = config.collections.find((c) => c.name === 'pages')!;
      await openEntry(page, guideLabel(pages.label), pages.files![0].label);
      await guideShot(page, '09-pagina.png');

      const written = await saveEditorFiles(page, site.dir);
      expect(written).toEqual(
        expect.arrayContaining([
          ...locales.map((l) => expect.stringMatching(new RegExp(`^${blogSourceDirs[l]}/\\d{4}-\\d{2}-\\d{2}-${slug}\\.mdx$`))),
          // The cover, converted to WebP on saving.
          expect.stringMatching(new RegExp(`^static/img/blog/${slug}\\.webp$`)),
          'src/data/prices.json',
          'src/data/company.json',
        ]),
      );

      // What the build reads, as the build reads it: the posts' front matter passes the build's post
      // checks, the data files their schemas; the test build shows posts, prices and the phone from
      // these same files (the blog, price and footer tests).
      for (const l of locales) {
        const file = written.find((f) => f.startsWith(`${blogSourceDirs[l]}/`) && f.endsWith(`-${slug}.mdx`))!;
        const { front: frontMatter, body: text } = parsePost(readFileSync(path.join(site.dir, file), 'utf8'));
        expect(frontMatter, `${l} front matter`).toMatchObject({
          slug: post[l].slug,
          title: post[l].title,
          description: post[l].description,
          image_alt: post[l].alt,
          image: `/img/blog/${slug}.webp`,
          ...(l === 'es' ? { tags: [tag.value] } : {}),
        });
        expect(text, `${l} body`).toContain(post[l].intro);
        expect(postProblems(site.dir, `@site/${file}`, frontMatter), `${l} post checks`).toEqual([]);
      }
      expect(() => checkBusinessFiles(site.dir)).not.toThrow();
      const saved = (file: string) => JSON.parse(readFileSync(path.join(site.dir, file), 'utf8'));
      expect(saved('src/data/prices.json')[priceKey]).toMatchObject(newPrice);
      expect(saved('src/data/company.json').phone).toBe(newPhone);
      expect(checkTranslationsOf(site.dir)).toMatchObject({ status: 0 });
    } finally {
      site.remove();
    }
  });

  test('refuses bad input in Spanish before saving', async ({ page }) => {
    const site = scratchSite();
    try {
      await openEditor(page, testOrigin, site.dir, config);
      await page
        .getByRole('button')
        .filter({ hasText: guideLabel('Nuevo') })
        .click();
      await expect(page.getByRole('status')).toContainText('creando una nueva entrada');
      const es = page.getByRole('group', { name: /Editar el contenido en .Español/ });
      // A slug with spaces and capitals; a description over the limit; no cover, no English (title, address…).
      const max = newsField('description').maxlength!;
      await fillAll([
        [field(es, newsField('title').label).getByRole('textbox'), 'Título'],
        [field(es, newsField('slug').label).getByRole('textbox'), 'Mi Noticia'],
        [field(es, newsField('description').label).getByRole('textbox'), 'a'.repeat(max + 1)],
      ]);
      await page.getByRole('button', { name: 'Guardar', exact: true }).click();
      await expect(field(es, newsField('slug').label)).toContainText(newsField('slug').pattern![1]);
      await expect(field(es, newsField('description').label).getByRole('alert')).toContainText(String(max));
      await expect(field(es, newsField('image').label)).toContainText(esLocale.validation.value_missing);
      await expect(field(es, newsField('image_alt').label)).toContainText(esLocale.validation.value_missing);
      await guideShot(page, '10-noticia-rechazada.png');
      await es.getByRole('radio', { name: 'Inglés' }).click();
      const en = page.getByRole('group', { name: /Editar el contenido en .Inglés/ });
      await expect(field(en, newsField('title').label)).toContainText(esLocale.validation.value_missing);
      // Each language needs its own address.
      await expect(field(en, newsField('slug').label)).toContainText(esLocale.validation.value_missing);

      // A phone number in the wrong form.
      await openEntry(page, guideLabel('Precios y datos'), guideLabel(businessFile('company').label));
      const phone = businessFile('company').fields.find((f) => f.name === 'phone')!;
      await field(page, phone.label).getByRole('textbox').fill('981 00 00');
      await page.getByRole('button', { name: 'Guardar', exact: true }).click();
      await expect(field(page, phone.label)).toContainText(phone.pattern![1]);
      await centre(field(page, phone.label));
      await guideShot(page, '11-telefono-rechazado.png');

      // Nothing was written.
      expect(await saveEditorFiles(page, site.dir)).toEqual([]);
    } finally {
      site.remove();
    }
  });

  test('the guide is one click from the editor, in Spanish, with every picture', async ({ page }) => {
    const site = scratchSite();
    try {
      await openEditor(page, testOrigin, site.dir, config);
      const link = page.getByRole('link', { name: 'Guía de publicación' });
      await expect(link).toHaveAttribute('href', guidePath);
      // The editor opens it beside itself, in a new tab.
      const [guide] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
      await expect(guide).toHaveURL(new RegExp(`${escapeRegExp(guidePath)}/?$`));
      await expect(guide.locator('html')).toHaveAttribute('lang', 'es');
      await expect(guide.getByRole('heading', { level: 1 })).toHaveText('Guía de publicación');
      const pictures = guide.locator('main img');
      await expect(pictures).toHaveCount(guideImages(guideMarkdown()).length);
      for (const img of await pictures.all()) {
        await img.scrollIntoViewIfNeeded();
        await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
      }
    } finally {
      site.remove();
    }
  });
});
