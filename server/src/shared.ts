/** The one door from the server to the modules it shares with the browser (only modules without browser code). */
export { company } from '../../src/config/company';
export { limits } from '../../src/config/limits';
export { isLocale, localeOfPath, type Locale } from '../../src/config/locales';
export { pathOf } from '../../src/config/routes';
export { siteUrlFromEnv } from '../../src/config/build-env';
export * from '../../src/form-rules/contact-contract';
export {
  contactMethods,
  contactTopics,
  isContactTopic,
  isValidEmail,
  type ContactMethod,
  type ContactTopic,
} from '../../src/form-rules/fields';
export { contactMessageText, topicLabelText, type TranslateFn } from '../../src/form-rules/messages';
export { default as privacyPolicy } from '../../src/content/privacy.json';
export { translatorFrom, type CodeMessages } from '../../src/utils/translator';
