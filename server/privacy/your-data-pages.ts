// The visitor's "your data" pages (routes/your-data.ts), drawn like the guardian's (privacy-pages.ts):
// the button a link opens, the list with its erase and correction forms, and the short answers.
import { escapeHtml } from '../lib/fallback-page.ts';
import { pathIn } from '../lib/languages.ts';
import type { Language } from '../outbox/messages/notification-settings.ts';
import type { PersonSubmission } from './erasure.ts';
import { PAGE_TEXTS } from './page-texts/index.ts';
import { formatDate, languageField, type PageSettings, page, yourDataLink } from './privacy-pages.ts';

export function openPage(settings: PageSettings, language: Language, token: string): string {
  const words = PAGE_TEXTS[language];
  return page(
    settings,
    language,
    words.yourData,
    `<h1>${escapeHtml(words.yourData)}</h1><p>${escapeHtml(words.openText)}</p>
<form method="post" action="/privacy/your-data"><input type="hidden" name="t" value="${escapeHtml(token)}">${languageField(language)}
<p><button class="primary" type="submit">${escapeHtml(words.showButton)}</button></p></form>`,
  );
}

/** What an item was for, in the page's words (the stored English one for a kind without them). */
function purposeOf(item: PersonSubmission, language: Language): string {
  const purposes: Record<string, string> = PAGE_TEXTS[language].purposes;
  return purposes[item.role === 'guardian' ? 'guardian' : item.type] ?? item.purpose;
}

export function listPage(settings: PageSettings, language: Language, items: PersonSubmission[], notice?: string) {
  const words = PAGE_TEXTS[language];
  const e = escapeHtml;
  const done = notice ? `<p role="status"><strong>${e(notice)}</strong></p>` : '';
  if (items.length === 0) {
    return page(
      settings,
      language,
      words.yourData,
      `<h1>${e(words.yourData)}</h1>${done}<p>${e(words.nothingKept)}</p>`,
    );
  }
  const form = (action: string) =>
    `<form method="post" action="/privacy/your-data/items"><input type="hidden" name="action" value="${action}">${languageField(language)}`;
  const rows = items
    .map(
      (item) =>
        `<tr><td>${e(formatDate(item.createdAt, language))}</td><td>${e(purposeOf(item, language))}${item.awaitingGuardian ? ` ${e(words.awaitingGuardian)}` : ''}<br><small>${e(words.reference)} ${e(item.publicId.slice(0, 8))}</small></td>
<td>${form('erase-one')}<input type="hidden" name="item" value="${e(item.publicId)}"><button class="danger" type="submit">${e(words.eraseThis)}</button></form></td></tr>`,
    )
    .join('\n');
  const options = items
    .map(
      (item) =>
        `<option value="${e(item.publicId)}">${e(formatDate(item.createdAt, language))}: ${e(purposeOf(item, language))}</option>`,
    )
    .join('');
  return page(
    settings,
    language,
    words.yourData,
    `<h1>${e(words.yourData)}</h1>${done}<p>${e(words.whatWeKeep)}</p>
<table><thead><tr><th>${e(words.dateColumn)}</th><th>${e(words.whatColumn)}</th><th></th></tr></thead><tbody>
${rows}
</tbody></table>
<h2>${e(words.eraseAll)}</h2>
${form('erase-all')}
<p>${e(words.eraseAllText)}</p>
<p><button class="danger" type="submit">${e(words.eraseAll)}</button></p></form>
<h2>${e(words.correctHeading)}</h2>
${form('correct')}
<label for="item">${e(words.whichItem)}</label><select id="item" name="item">${options}</select>
<label for="text">${e(words.whatToCorrect)}</label><textarea id="text" name="text" rows="4" maxlength="2000" required></textarea>
<p><button class="primary" type="submit">${e(words.sendToTeam)}</button></p></form>`,
  );
}

export function sessionEndedPage(settings: PageSettings, language: Language): string {
  const words = PAGE_TEXTS[language];
  return page(
    settings,
    language,
    words.newLinkTitle,
    `<h1>${escapeHtml(words.newLinkTitle)}</h1><p>${words.sessionEnded(yourDataLink(language))}</p>`,
  );
}

/** The answer to a plain (no-script) "your data" request, `message` in its language already. */
export function requestAnswerPage(settings: PageSettings, language: Language, message: string): string {
  const words = PAGE_TEXTS[language];
  return page(
    settings,
    language,
    words.yourData,
    `<h1>${escapeHtml(words.yourData)}</h1><p role="status">${escapeHtml(message)}</p><p><a href="${pathIn(language, '/your-data')}">${escapeHtml(words.back)}</a></p>`,
  );
}
