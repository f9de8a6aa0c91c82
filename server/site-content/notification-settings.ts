// The email settings in pages.json (site.notifications), read once at start. Texts hold one value
// per language ({ "en": ..., "hi": ..., "te": ... }); English is required and is the fallback,
// so a language is added by adding keys, not by changing this code.

import { localisePage } from '../../content/translations/overlay.ts';
import { type Language, TRANSLATED_LANGUAGES, type TranslatedLanguage } from '../../schema/api/languages.ts';
import type { SiteTranslations } from './site-translations.ts';

export type { Language };
export type LocalisedText = { en: string } & Partial<Record<Exclude<Language, 'en'>, string>>;

export interface Acknowledgement {
  subject: LocalisedText;
  paragraphs: LocalisedText[];
}

export interface FormNotification {
  /** The form's name for staff, for example "Contact Us". */
  formName: string;
  teamEmails: string[];
  acknowledgement: Acknowledgement;
}

export interface NotificationSettings {
  organisation: string;
  contact: FormNotification;
  volunteer: FormNotification;
  /** Centre names by domain code, as the join form showed them in English (the team's e-mails, the staff area). */
  centreNames: Record<string, string>;
  /** The same in Hindi and Telugu, as the join form showed them on its /hi/ and /te/ page; see centreNamesFor. */
  centreNamesIn?: Partial<Record<TranslatedLanguage, Record<string, string>>>;
  /**
   * The Reply-To of every e-mail to a visitor or a guardian (never a no-reply
   * address): VISITOR_REPLY_TO, else the site's contact address, which someone reads (the schema
   * requires it; without one, no visitor e-mail asks for a reply).
   */
  visitorReplyTo?: string;
}

/** The team addresses for a kind of submission (the contact team's for anything else). */
export const teamEmailsFor = (settings: NotificationSettings, type: string | undefined) =>
  (type === 'volunteer' ? settings.volunteer : settings.contact).teamEmails;

export const pickText = (text: LocalisedText, language: Language = 'en') => text[language] ?? text.en;

/** The centre names a reader of `language` saw on the join form (English where its page showed English). */
export const centreNamesFor = (
  settings: Pick<NotificationSettings, 'centreNamesIn'> & { centreNames?: Record<string, string> },
  language: Language,
): Record<string, string> => ({
  ...settings.centreNames,
  ...(language === 'en' ? {} : settings.centreNamesIn?.[language]),
});

type JoinFormBlock = { type: string; domainOptions?: { value: string; label: string }[] };

interface PagesFileLike {
  site: {
    organisation: { name: string };
    contact?: { email?: string };
    notifications?: { contact: FormNotification; volunteer: FormNotification };
  };
  pages: { path: string; blocks: JoinFormBlock[] }[];
}

const namesOf = (block: JoinFormBlock | undefined) =>
  Object.fromEntries((block?.domainOptions ?? []).map((option) => [option.value, option.label]));

/**
 * The join form's centre names in each translated language, laid over as the build lays them: a section is
 * shown translated only when all its texts are, so the names are the page's own (English when it showed English).
 */
function translatedCentreNames(pages: PagesFileLike, translations: SiteTranslations) {
  const pageIndex = pages.pages.findIndex((page) => page.blocks.some((block) => block.type === 'join-form'));
  if (pageIndex < 0) return {};
  const blockIndex = pages.pages[pageIndex].blocks.findIndex((block) => block.type === 'join-form');
  const names: Partial<Record<TranslatedLanguage, Record<string, string>>> = {};
  for (const language of TRANSLATED_LANGUAGES) {
    const file = translations[language];
    if (file) names[language] = namesOf(localisePage(pages, pageIndex, file).page.blocks[blockIndex]);
  }
  return names;
}

/**
 * Settings from a parsed pages.json and its translations; NOTIFY_TO (when set) replaces every form's team
 * addresses, and VISITOR_REPLY_TO the site's contact address as the visitors' Reply-To.
 */
export function notificationSettings(
  pages: PagesFileLike,
  notifyTo?: string[],
  replyTo?: string,
  translations: SiteTranslations = {},
): NotificationSettings {
  const { notifications, organisation } = pages.site;
  // Optional in the schema (older pages files and fixtures lack it) but needed to send anything.
  if (!notifications) {
    throw new Error(
      'pages.json has no site.notifications: add the team addresses and confirmation texts (see schema/site.schema.json).',
    );
  }
  const withTeam = (form: FormNotification) => ({ ...form, teamEmails: notifyTo ?? form.teamEmails });
  const joinForm = pages.pages.flatMap((page) => page.blocks).find((block) => block.type === 'join-form');
  return {
    organisation: organisation.name,
    contact: withTeam(notifications.contact),
    volunteer: withTeam(notifications.volunteer),
    centreNames: namesOf(joinForm),
    centreNamesIn: translatedCentreNames(pages, translations),
    visitorReplyTo: replyTo ?? pages.site.contact?.email,
  };
}
