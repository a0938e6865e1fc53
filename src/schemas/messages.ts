/**
 * Every message the build gives when content staff edit is wrong: the schemas of the data and page files, and the checks of
 * the news posts (`src/plugins/content-rules`). Each is printed after the file and the field it is about
 * (`src/data/company.json: phone: must be written like …`); `{name}` parts are filled in with {@link say}. The staff guide
 * (`docs/guia-publicacion.md`, served at `/admin/guia`) explains each one in Spanish; a test fails when one is missing there.
 */
import { limits } from '../config/limits';
import { fillPlaceholders, type PlaceholderValues } from '../utils/placeholders';

/** The messages, by name; see the module comment. */
export const staffMessages = {
  // Any text of a data or page file.
  empty: 'must not be empty',
  metaDescriptionTooLong: `keep the description under ${limits.metaDescriptionMaxChars} characters`,
  // Business facts (`src/data/company.json`) and prices (`src/data/prices.json`).
  phone: 'must be written like +34 981 000 000 (country code, then digits in groups)',
  opens: 'must be a time such as 09:30',
  closes: 'must be a time such as 17:00',
  closesAfterOpens: 'must close after it opens',
  dayOrder: 'the first day must come before the last',
  email: 'must be an e-mail address',
  postalCode: 'must be five digits',
  country: 'must be a two-letter country code such as ES',
  slug: 'lower-case letters, digits and hyphens only',
  amount: 'must be a number of euros, 0 or more',
  amountRange: 'the highest amount must be above the lowest',
  // Page files (`src/content/`, `i18n/en/site-content/`).
  legalSections: 'sections must be, in order: {ids}',
  priceKey: 'must be a key of src/config/prices.ts',
  serviceSection: 'a section needs a description, groups, items or tariffs',
  appCount: 'the catalogue has three apps',
  appNames: 'app names must have distinct slugs',
  homeCards: 'each card links to a different page',
  homeCardPrice: 'each card has either a price (priceKey) or a note in its place (priceNote), not both',
  sponsorLevels: 'levels must be basic, collab, principal in this order',
  proofImage: 'a raster image under /img/ (jpg, png, webp or avif)',
  catalogueId: 'use lower-case letters, digits and hyphens',
  // News posts: the front matter and the text.
  coverMissing: 'a post needs a cover image',
  coverNotFound: '{image} is not a file under static/',
  coverTooHeavy: '{image} weighs {kb} KB, at most {maxKb} KB',
  coverAlt: 'say in a sentence what the cover shows',
  coverShared: '{image} is also the cover of {files}; each post needs a picture of its own (its share card)',
  descriptionMissing: 'a post needs a description',
  descriptionTooLong: '{length} characters, at most {max}',
  slugTaken: '{permalink} is also the address of {files}',
  imageWithoutAlt: 'the image {src} has no description; write what it shows between the brackets, ![…]({src})',
  imgWithoutAlt: '{tag} has no alt text',
  // The headings the build prints above a list of problems, and a file that cannot be read.
  invalidJson: 'not valid JSON ({detail})',
  businessDataHeading: 'Invalid business data:',
  postsHeading: 'News posts to fix before publishing:',
} as const;

/** The name of a message of {@link staffMessages}. */
export type StaffMessage = keyof typeof staffMessages;

/** A message with its `{name}` parts filled in: `say('coverTooHeavy', { image, kb: '75', maxKb: '60' })`. */
export function say(message: StaffMessage, values: PlaceholderValues = {}): string {
  return fillPlaceholders(staffMessages[message], values);
}
