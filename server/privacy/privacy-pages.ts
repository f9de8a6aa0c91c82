// The small server-drawn pages of the privacy links: a guardian's confirm-or-refuse page and the
// visitor's "your data" pages. Plain HTML forms, no script, so they work in any browser; every value
// is escaped. Links that do not work get a page that says why in plain words, never an error trace.
// Each page is in one language (page-texts/), its footer leads to the site's pages in that language,
// and its forms send the language on, so even a page about a link that no longer works keeps it.
import { escapeHtml } from '../lib/fallback-page.ts';
import { HTML_LANG, pathIn } from '../lib/languages.ts';
import type { Language } from '../outbox/messages/notification-settings.ts';
import type { LinkProblem } from './links.ts';
import { PAGE_TEXTS } from './page-texts/index.ts';

export interface PageSettings {
  organisation: string;
  /** The notice shown to a guardian by language, in plain paragraphs (pages.json); missing: the default. */
  notices?: Partial<Record<Language, string[]>>;
}

const anchor = (href: string, label: string) => `<a href="${escapeHtml(href)}">${escapeHtml(label)}</a>`;
/** The site's Your data page in a language, as a link. */
export const yourDataLink = (language: Language) =>
  anchor(pathIn(language, '/your-data'), PAGE_TEXTS[language].yourData);
const policyLink = (language: Language) =>
  anchor(pathIn(language, '/PrivacyPolicy'), PAGE_TEXTS[language].privacyPolicy);
/** The hidden field our forms send their language in (read by lib/request-language.ts). */
export const languageField = (language: Language) =>
  language === 'en' ? '' : `<input type="hidden" name="language" value="${language}">`;

// Referrer "same-origin", not "no-referrer": a link's token never leaves for another site, and Chromium
// still names our origin on these pages' form posts (no-referrer sends "Origin: null", which the
// cross-site check refuses: found by the guardian browser test).
export function page(settings: PageSettings, language: Language, title: string, body: string): string {
  const site = escapeHtml(settings.organisation);
  return `<!doctype html>
<html lang="${HTML_LANG[language]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><meta name="referrer" content="same-origin">
<title>${escapeHtml(title)} - ${site}</title>
<style>body{font:1.1rem/1.5 system-ui,sans-serif;max-width:42rem;margin:1rem auto;padding:0 1rem;color:#1a1a1a}
a{color:#0b57d0}button{font:inherit;padding:.5rem 1rem;margin:.25rem 0;cursor:pointer}
.danger{background:#b3261e;color:#fff;border:0;border-radius:4px}.primary{background:#0b57d0;color:#fff;border:0;border-radius:4px}
table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ccc;padding:.5rem;text-align:left;vertical-align:top}
textarea,select{font:inherit;width:100%;box-sizing:border-box}label{display:block;margin-top:.75rem;font-weight:600}
.notice{background:#f3f3f3;padding:.5rem 1rem;border-left:4px solid #0b57d0}</style>
</head><body><header><p><strong>${site}</strong></p></header>
<main>${body}</main>
<footer><p>${policyLink(language)} · ${yourDataLink(language)}</p></footer></body></html>
`;
}

/** Why a link does not work; `again` says what to do now (HTML, see guardianAskAgain / yourDataAskAgain). */
export function linkProblemPage(settings: PageSettings, language: Language, problem: LinkProblem, again: string) {
  const words = PAGE_TEXTS[language];
  const title = escapeHtml(words.problemTitle);
  return page(
    settings,
    language,
    words.problemTitle,
    `<h1>${title}</h1><p>${escapeHtml(words.problems[problem])}</p><p>${again}</p>`,
  );
}

export const guardianAskAgain = (language: Language) => escapeHtml(PAGE_TEXTS[language].guardianAskAgain);
export const yourDataAskAgain = (language: Language) => PAGE_TEXTS[language].askNewLink(yourDataLink(language));

/** The notice a guardian reads when pages.json gives none, by language. */
export const defaultNotice = (language: Language) => PAGE_TEXTS[language].defaultNotice;

/** A date (ISO) as people there write it: 1 June 2025, 1 जून 2025. */
export const formatDate = (iso: string, language: Language) =>
  new Intl.DateTimeFormat(PAGE_TEXTS[language].dateLocale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  }).format(new Date(iso));

export interface GuardianView {
  applicant: string;
  /** As the applicant wrote it; undefined: a general word. */
  relationship?: string;
  centre: string;
  /** When they applied (ISO). */
  appliedAt: string;
}

export function guardianPage(settings: PageSettings, language: Language, view: GuardianView, token: string): string {
  const words = PAGE_TEXTS[language];
  const paragraphs = settings.notices?.[language] ?? settings.notices?.en ?? defaultNotice(language);
  const notice = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('');
  const hidden = `<input type="hidden" name="t" value="${escapeHtml(token)}">${languageField(language)}`;
  const intro = words.guardianIntro({
    applicant: escapeHtml(view.applicant),
    date: escapeHtml(formatDate(view.appliedAt, language)),
    organisation: escapeHtml(settings.organisation),
    centre: escapeHtml(view.centre),
    relationship: escapeHtml(view.relationship ?? words.someRelationship),
  });
  return page(
    settings,
    language,
    words.guardianTitle,
    `<h1>${escapeHtml(words.guardianTitle)}</h1>
<p>${intro}</p>
<h2>${escapeHtml(words.noticeHeading)}</h2><div class="notice">${notice}<p>${words.fullNotice(policyLink(language))}</p></div>
<form method="post" action="/privacy/guardian">${hidden}<input type="hidden" name="decision" value="confirm">
<p><button class="primary" type="submit">${escapeHtml(words.consentButton)}</button></p></form>
<form method="post" action="/privacy/guardian">${hidden}<input type="hidden" name="decision" value="refuse">
<p><button class="danger" type="submit">${escapeHtml(words.refuseButton)}</button></p></form>
<p>${escapeHtml(words.choiceOnce)}</p>`,
  );
}

export function guardianDonePage(settings: PageSettings, language: Language, confirmed: boolean): string {
  const words = PAGE_TEXTS[language];
  const title = confirmed ? words.confirmedTitle : words.refusedTitle;
  const text = confirmed ? words.confirmedText(yourDataLink(language)) : escapeHtml(words.refusedText);
  return page(settings, language, title, `<h1>${escapeHtml(title)}</h1><p>${text}</p>`);
}
