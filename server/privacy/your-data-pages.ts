// The visitor's "your data" pages (your-data-routes.ts), drawn like the guardian's (guardian-pages.ts):
// the button a link opens, the list with each item's stored fields as the person typed them (the page
// promises to show what we keep, not dates), its reference, its erase and correction forms,
// the pages that ask before erasing, and the short answers.
import { escapeHtml } from '../lib/html-page.ts';
import { FORM_TEXTS } from '../../schema/api/form-texts/index.ts';
import { type Language, localisePath } from '../../schema/api/languages.ts';
import { formatDateOfBirth } from '../lib/text-format.ts';
import { centreNamesFor } from '../site-content/notification-settings.ts';
import { formatReference } from '../submissions/reference.ts';
import { fill, fillHtml, SERVER_WORDS } from '../words/index.ts';
import type { PersonSubmission } from './erasure.ts';
import { applicationDetails } from './guardian-pages.ts';
import { formatDate, languageField, type PageSettings, page, yourDataLink } from './privacy-pages.ts';

const e = escapeHtml;

export function openPage(settings: PageSettings, language: Language, token: string): string {
  const { yourData } = SERVER_WORDS[language].privacyPages;
  const words = SERVER_WORDS[language].yourDataPages;
  return page(
    settings,
    language,
    yourData,
    `<h1>${e(yourData)}</h1><p>${e(words.openText)}</p>
<form method="post" action="/privacy/your-data"><input type="hidden" name="t" value="${e(token)}">${languageField(language)}
<p><button class="primary" type="submit">${e(words.showButton)}</button></p></form>`,
  );
}

/** What an item was for, in the page's words (the stored English one for a kind without them). */
function purposeOf(item: PersonSubmission, language: Language): string {
  const purposes: Record<string, string> = SERVER_WORDS[language].yourDataPages.purposes;
  return purposes[item.role === 'guardian' ? 'guardian' : item.type] ?? item.purpose;
}

/**
 * The stored fields with the form's labels: everything the sender typed (a guardian sees the child's
 * application as on their own page: the written answers only as written).
 */
function detailsOf(item: PersonSubmission, language: Language, centreNames: Record<string, string>) {
  const guardian = item.guardianDetails;
  if (item.role === 'guardian' && guardian) {
    return applicationDetails(item.kind, item.fields, guardian, language, centreNames);
  }
  const titles = FORM_TEXTS[language].titles;
  const rows = item.kind.fields.map((field): [string, string] => {
    const value = item.fields[field.key] ?? '';
    if (field.key === 'domain') return [titles.domain, centreNames[value] ?? value];
    if (field.cast === 'date') return [titles[field.key] ?? field.key, formatDateOfBirth(value)];
    return [titles[field.key] ?? field.key, value];
  });
  if (guardian) {
    rows.push([titles.guardianName, guardian.name], [titles.guardianEmail, guardian.email]);
    rows.push([titles.guardianRelationship, guardian.relationship]);
  }
  return rows;
}

const detailsHtml = (rows: [string, string][]) =>
  `<dl class="details">${rows.map(([label, value]) => `<dt>${e(label)}</dt><dd style="white-space:pre-wrap">${e(value) || '-'}</dd>`).join('')}</dl>`;

const itemForm = (language: Language, action: string, extra = '') =>
  `<form method="post" action="/privacy/your-data/items"><input type="hidden" name="action" value="${action}">${extra}${languageField(language)}`;

/**
 * One item: its date and purpose, its reference, what we keep of it. Its heading is an h3 under the list's
 * h2, an h2 on the page that asks before erasing (straight under the h1: no level skipped).
 */
function itemHtml(settings: PageSettings, language: Language, item: PersonSubmission, heading = 'h3'): string {
  const words = SERVER_WORDS[language].yourDataPages;
  const waiting = item.awaitingGuardian ? ` ${e(words.awaitingGuardian)}` : '';
  return `<${heading}>${e(formatDate(item.createdAt, language))}: ${e(purposeOf(item, language))}${waiting}</${heading}>
<p>${e(words.reference)}: <strong>${e(formatReference(item.reference))}</strong></p>
<details><summary>${e(words.whatYouSent)}</summary>${detailsHtml(detailsOf(item, language, centreNamesFor(settings, language)))}</details>`;
}

export function listPage(settings: PageSettings, language: Language, items: PersonSubmission[], notice?: string) {
  const { yourData } = SERVER_WORDS[language].privacyPages;
  const words = SERVER_WORDS[language].yourDataPages;
  const done = notice ? `<p role="status"><strong>${e(notice)}</strong></p>` : '';
  if (items.length === 0) {
    return page(settings, language, yourData, `<h1>${e(yourData)}</h1>${done}<p>${e(words.nothingKept)}</p>`);
  }
  const list = items
    .map(
      (item) => `<section class="item">${itemHtml(settings, language, item)}
${itemForm(language, 'erase-one', `<input type="hidden" name="item" value="${e(item.publicId)}">`)}<p><button class="danger" type="submit">${e(words.eraseThis)}</button></p></form></section>`,
    )
    .join('\n');
  const options = items
    .map(
      (item) =>
        `<option value="${e(item.publicId)}">${e(formatReference(item.reference))}, ${e(formatDate(item.createdAt, language))}: ${e(purposeOf(item, language))}</option>`,
    )
    .join('');
  return page(
    settings,
    language,
    yourData,
    `<h1>${e(yourData)}</h1>${done}<h2>${e(words.whatWeKeep)}</h2>
${list}
<h2>${e(words.eraseAll)}</h2>
${itemForm(language, 'erase-all')}
<p>${e(words.eraseAllText)}</p>
<p><button class="danger" type="submit">${e(words.eraseAll)}</button></p></form>
<h2>${e(words.correctHeading)}</h2>
${itemForm(language, 'correct')}
<label for="item">${e(words.whichItem)}</label><select id="item" name="item">${options}</select>
<label for="text">${e(words.whatToCorrect)}</label><textarea id="text" name="text" rows="4" maxlength="2000" required></textarea>
<p><button class="primary" type="submit">${e(words.sendToTeam)}</button></p></form>`,
  );
}

/**
 * Asks before erasing (one press must not erase for good): one item (`chosen`) or everything. The
 * confirming button posts the same action with confirm=yes; going back is a link to the list.
 */
export function confirmErasePage(
  settings: PageSettings,
  language: Language,
  items: PersonSubmission[],
  chosen?: PersonSubmission,
): string {
  const words = SERVER_WORDS[language].yourDataPages;
  const title = chosen ? words.confirmEraseOneTitle : words.confirmEraseAllTitle;
  const text = chosen
    ? words.confirmEraseOneText
    : items.length === 1
      ? words.confirmEraseAllTextOne
      : fill(words.confirmEraseAllText, { count: items.length });
  const shown = chosen ? [chosen] : items;
  const item = chosen ? `<input type="hidden" name="item" value="${e(chosen.publicId)}">` : '';
  const back = `/privacy/your-data/items${language === 'en' ? '' : `?lang=${language}`}`;
  return page(
    settings,
    language,
    title,
    `<h1>${e(title)}</h1><p>${e(text)}</p>
${shown.map((one) => `<section class="item">${itemHtml(settings, language, one, 'h2')}</section>`).join('\n')}
${itemForm(language, chosen ? 'erase-one' : 'erase-all', `${item}<input type="hidden" name="confirm" value="yes">`)}
<p><button class="danger" type="submit">${e(chosen ? words.confirmEraseOne : words.confirmEraseAll)}</button></p></form>
<p><a href="${e(back)}">${e(words.cancel)}</a></p>`,
  );
}

export function sessionEndedPage(settings: PageSettings, language: Language): string {
  const words = SERVER_WORDS[language].privacyPages;
  return page(
    settings,
    language,
    words.newLinkTitle,
    `<h1>${e(words.newLinkTitle)}</h1><p>${fillHtml(words.sessionEnded, { link: yourDataLink(language) })}</p>`,
  );
}

/** The answer to a plain (no-script) "your data" request, `message` in its language already. */
export function requestAnswerPage(settings: PageSettings, language: Language, message: string): string {
  const words = SERVER_WORDS[language].privacyPages;
  return page(
    settings,
    language,
    words.yourData,
    `<h1>${e(words.yourData)}</h1><p role="status">${e(message)}</p><p><a href="${localisePath('/your-data', language)}">${e(words.back)}</a></p>`,
  );
}
