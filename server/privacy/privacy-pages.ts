// The small server-drawn pages of the privacy links: a guardian's confirm-or-refuse page and the
// visitor's "your data" pages. Plain HTML forms, no script, so they work in any browser; every value
// is escaped. Links that do not work get a page that says why in plain words, never an error trace.
import { escapeHtml } from '../lib/fallback-page.ts';
import type { PersonSubmission } from './erasure.ts';
import type { LinkProblem } from './links.ts';

export interface PageSettings {
  organisation: string;
  /** The notice shown to a guardian, in plain paragraphs (pages.json), or undefined for the default. */
  notice?: string[];
}

// Referrer "same-origin", not "no-referrer": a link's token never leaves for another site, and Chromium
// still names our origin on these pages' form posts (no-referrer sends "Origin: null", which the
// cross-site check refuses: found by the guardian browser test).
export function page(settings: PageSettings, title: string, body: string): string {
  const site = escapeHtml(settings.organisation);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
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
<footer><p><a href="/PrivacyPolicy">Privacy Policy</a> · <a href="/your-data">Your data</a></p></footer></body></html>
`;
}

const PROBLEMS: Record<LinkProblem, string> = {
  malformed:
    'This link is not complete. Please open it again from the email, or copy the whole address into your browser.',
  unknown: 'This link is not valid. It may have been replaced by a newer email, or what it was about was erased.',
  used: 'This link was already used. Each link works once.',
  expired: 'This link has expired.',
};

export function linkProblemPage(settings: PageSettings, problem: LinkProblem, again: string): string {
  return page(
    settings,
    'This link does not work',
    `<h1>This link does not work</h1><p>${escapeHtml(PROBLEMS[problem])}</p><p>${again}</p>`,
  );
}

export const DEFAULT_NOTICE = [
  'What we collect: the details in the application (name, phone number, email, date of birth, the chosen centre and the answers written in it) and your name, email and relationship.',
  'Why: to consider the application and to contact the applicant about volunteering. Nothing else; we do not sell or share it.',
  'How long: until the application is decided and at most 24 months, then it is erased.',
  'Your rights: you can see, correct or erase the data and withdraw this consent at any time, as easily as you give it, from the "Your data" page of our website. You can also complain to our grievance officer (see the Privacy Policy) and to the Data Protection Board of India.',
];

export interface GuardianView {
  applicant: string;
  relationship: string;
  centre: string;
  appliedAt: string;
}

export function guardianPage(settings: PageSettings, view: GuardianView, token: string): string {
  const notice = (settings.notice ?? DEFAULT_NOTICE).map((p) => `<p>${escapeHtml(p)}</p>`).join('');
  const hidden = `<input type="hidden" name="t" value="${escapeHtml(token)}">`;
  return page(
    settings,
    'Confirm or refuse an application',
    `<h1>Confirm or refuse an application</h1>
<p><strong>${escapeHtml(view.applicant)}</strong> applied on ${escapeHtml(view.appliedAt)} to volunteer with ${escapeHtml(settings.organisation)} (${escapeHtml(view.centre)}) and named you as their ${escapeHtml(view.relationship)}.
Because they are under 18, we need the consent of a parent or lawful guardian before we use their details.</p>
<h2>Our notice</h2><div class="notice">${notice}<p>The full notice is in our <a href="/PrivacyPolicy">Privacy Policy</a>.</p></div>
<form method="post" action="/privacy/guardian">${hidden}<input type="hidden" name="decision" value="confirm">
<p><button class="primary" type="submit">I am their parent or guardian and I consent</button></p></form>
<form method="post" action="/privacy/guardian">${hidden}<input type="hidden" name="decision" value="refuse">
<p><button class="danger" type="submit">I refuse: erase the application</button></p></form>
<p>Each choice works once. If you do nothing, the application is erased when the link expires.</p>`,
  );
}

export function guardianDonePage(settings: PageSettings, confirmed: boolean): string {
  return confirmed
    ? page(
        settings,
        'Thank you: consent recorded',
        `<h1>Thank you: consent recorded</h1><p>The application now goes to our team, who will contact the applicant. You can withdraw this consent at any time from the <a href="/your-data">Your data</a> page, with your email address.</p>`,
      )
    : page(
        settings,
        'The application was erased',
        '<h1>The application was erased</h1><p>As you refused, the application and any emails about it were erased. Nobody at our organisation will see it.</p>',
      );
}

export function openPage(settings: PageSettings, token: string): string {
  return page(
    settings,
    'Your data',
    `<h1>Your data</h1><p>This link shows what we keep under your email address. It works once; the page it opens stays usable for a short while.</p>
<form method="post" action="/privacy/your-data"><input type="hidden" name="t" value="${escapeHtml(token)}">
<p><button class="primary" type="submit">Show my data</button></p></form>`,
  );
}

const formatDate = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' }).format(
    new Date(iso),
  );

export function listPage(settings: PageSettings, items: PersonSubmission[], notice?: string): string {
  const done = notice ? `<p role="status"><strong>${escapeHtml(notice)}</strong></p>` : '';
  if (items.length === 0) {
    return page(settings, 'Your data', `<h1>Your data</h1>${done}<p>We keep nothing under this email address.</p>`);
  }
  const rows = items
    .map(
      (
        item,
      ) => `<tr><td>${escapeHtml(formatDate(item.createdAt))}</td><td>${escapeHtml(item.purpose)}${item.awaitingGuardian ? ' (awaiting a guardian’s consent)' : ''}<br><small>Reference ${escapeHtml(item.publicId.slice(0, 8))}</small></td>
<td><form method="post" action="/privacy/your-data/items"><input type="hidden" name="action" value="erase-one"><input type="hidden" name="item" value="${escapeHtml(item.publicId)}"><button class="danger" type="submit">Erase this</button></form></td></tr>`,
    )
    .join('\n');
  const options = items
    .map(
      (item) =>
        `<option value="${escapeHtml(item.publicId)}">${escapeHtml(formatDate(item.createdAt))}: ${escapeHtml(item.purpose)}</option>`,
    )
    .join('');
  return page(
    settings,
    'Your data',
    `<h1>Your data</h1>${done}<p>What we keep under your email address:</p>
<table><thead><tr><th>Date</th><th>What and why</th><th></th></tr></thead><tbody>
${rows}
</tbody></table>
<h2>Withdraw consent and erase everything</h2>
<form method="post" action="/privacy/your-data/items"><input type="hidden" name="action" value="erase-all">
<p>Erases every item above at once, with any emails about them still waiting to be sent. We confirm by email.</p>
<p><button class="danger" type="submit">Withdraw consent and erase everything</button></p></form>
<h2>Ask for a correction</h2>
<form method="post" action="/privacy/your-data/items"><input type="hidden" name="action" value="correct">
<label for="item">Which item</label><select id="item" name="item">${options}</select>
<label for="text">What should be corrected</label><textarea id="text" name="text" rows="4" maxlength="2000" required></textarea>
<p><button class="primary" type="submit">Send to our team</button></p></form>`,
  );
}

export function sessionEndedPage(settings: PageSettings): string {
  return page(
    settings,
    'Please ask for a new link',
    '<h1>Please ask for a new link</h1><p>This page was open too long, or was not opened from a link we sent. For your safety, ask for a new link on the <a href="/your-data">Your data</a> page.</p>',
  );
}

export function requestAnswerPage(settings: PageSettings, message: string): string {
  return page(
    settings,
    'Your data',
    `<h1>Your data</h1><p role="status">${escapeHtml(message)}</p><p><a href="/your-data">Back</a></p>`,
  );
}
