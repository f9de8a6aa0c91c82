// What the server-drawn privacy pages share (a guardian's pages: guardian-pages.ts; the visitor's
// "your data" pages: your-data-pages.ts). Plain HTML forms, no script, so they work in any browser; every value
// is escaped. Links that do not work get a page that says why in plain words, never an error trace.
// Each page is in one language (its words in server/words), its footer leads to the site's pages in that language,
// and its forms send the language on, so even a page about a link that no longer works keeps it.
import { escapeHtml, htmlDocument } from '../lib/html-page.ts';
import { formatReaderTime } from '../lib/reader-time.ts';
import { formatIst } from '../lib/text-format.ts';
import { type Language, localisePath } from '../../schema/api/languages.ts';
import { fillHtml, SERVER_WORDS } from '../words/index.ts';
import type { LinkProblem } from './links.ts';

export interface PageSettings {
  organisation: string;
  /** The grievance officer as pages.json names them, by language (role; e-mail and phone); missing: not named. */
  grievance?: Partial<Record<Language, { role: string; contact: string }>>;
  /** Centre names by domain code, as the join form showed them (the stored fields say the code). */
  centreNames?: Record<string, string>;
  /** The same in Hindi and Telugu (read them with centreNamesFor). */
  centreNamesIn?: Partial<Record<Exclude<Language, 'en'>, Record<string, string>>>;
}

const anchor = (href: string, label: string) => `<a href="${escapeHtml(href)}">${escapeHtml(label)}</a>`;
/** The site's Your data page in a language, as a link. */
export const yourDataLink = (language: Language) =>
  anchor(localisePath('/your-data', language), SERVER_WORDS[language].privacyPages.yourData);
export const policyLink = (language: Language) =>
  anchor(localisePath('/PrivacyPolicy', language), SERVER_WORDS[language].privacyPages.privacyPolicy);
/** The hidden field our forms send their language in (read by lib/request-language.ts). */
export const languageField = (language: Language) =>
  language === 'en' ? '' : `<input type="hidden" name="language" value="${language}">`;

export function page(settings: PageSettings, language: Language, title: string, body: string): string {
  const footer = `${policyLink(language)} · ${yourDataLink(language)}`;
  return htmlDocument({ language, site: settings.organisation, title, body, footer });
}

/** Why a link does not work; `again` says what to do now (HTML, see guardianAskAgain / yourDataAskAgain). */
export function linkProblemPage(settings: PageSettings, language: Language, problem: LinkProblem, again: string) {
  const words = SERVER_WORDS[language].privacyPages;
  const title = escapeHtml(words.problemTitle);
  return page(
    settings,
    language,
    words.problemTitle,
    `<h1>${title}</h1><p>${escapeHtml(words.problems[problem])}</p><p>${again}</p>`,
  );
}

export const yourDataAskAgain = (language: Language) =>
  fillHtml(SERVER_WORDS[language].privacyPages.askNewLink, { link: yourDataLink(language) });

/** The locale each language's dates are written in. */
const DATE_LOCALES: Record<Language, string> = { en: 'en-GB', hi: 'hi-IN', te: 'te-IN' };

/** A date (ISO) as people there write it: 1 June 2025, 1 जून 2025. */
export const formatDate = (iso: string, language: Language) =>
  new Intl.DateTimeFormat(DATE_LOCALES[language], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  }).format(new Date(iso));

/**
 * A moment in India's time as the reader's language writes it (a link's expiry): "24 Nov 2026, 14:30 IST"
 * as the team's e-mails say it, "24 नवंबर 2026, दोपहर 2:30 बजे (भारतीय समय)", "24 నవంబర్, 2026, మధ్యాహ్నం
 * 2:30 (భారత సమయం)": the date with the month's own name and the time as people say it (reader-time.ts).
 */
export function formatDateTime(date: Date, language: Language): string {
  if (language === 'en') return formatIst(date);
  return `${formatDate(date.toISOString(), language)}, ${formatReaderTime(date, language)}`;
}
