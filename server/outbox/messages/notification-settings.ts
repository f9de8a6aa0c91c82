// The email settings in pages.json (site.notifications), read once at start. Texts hold one value
// per language ({ "en": ..., "hi": ..., "te": ... }); English is required and is the fallback,
// so issue #17 adds languages by adding keys, not by changing this code.
import { readFile } from 'node:fs/promises';

export type Language = 'en' | 'hi' | 'te';
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
  /** Centre names by domain code, as the join form showed them. */
  centreNames: Record<string, string>;
}

export const pickText = (text: LocalisedText, language: Language = 'en') => text[language] ?? text.en;

interface PagesFileLike {
  site: { organisation: { name: string }; notifications?: { contact: FormNotification; volunteer: FormNotification } };
  pages: { blocks: { type: string; domainOptions?: { value: string; label: string }[] }[] }[];
}

/** Settings from a parsed pages.json; NOTIFY_TO (when set) replaces every form's team addresses. */
export function notificationSettings(pages: PagesFileLike, notifyTo?: string[]): NotificationSettings {
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
    centreNames: Object.fromEntries((joinForm?.domainOptions ?? []).map((option) => [option.value, option.label])),
  };
}

export async function readNotificationSettings(file: string, notifyTo?: string[]): Promise<NotificationSettings> {
  return notificationSettings(JSON.parse(await readFile(file, 'utf8')), notifyTo);
}
