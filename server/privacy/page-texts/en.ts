// The words of the server-drawn privacy pages (privacy-pages.ts) and of the sentences their routes put
// on them (routes/guardian.ts, routes/your-data.ts), in English. hi.ts and te.ts give the same in Hindi
// and Telugu. Functions take pieces already escaped (names, dates, links as HTML) and return HTML; the
// plain strings hold no markup characters, and are escaped where they are shown.
import type { LinkProblem } from '../links.ts';

export interface GuardianFacts {
  applicant: string;
  date: string;
  organisation: string;
  centre: string;
  relationship: string;
}

export const english = {
  /** The locale dates are written in. */
  dateLocale: 'en-GB',
  privacyPolicy: 'Privacy Policy',
  yourData: 'Your data',
  back: 'Back',

  problemTitle: 'This link does not work',
  problems: {
    malformed:
      'This link is not complete. Please open it again from the email, or copy the whole address into your browser.',
    unknown: 'This link is not valid. It may have been replaced by a newer email, or what it was about was erased.',
    used: 'This link was already used. Each link works once.',
    expired: 'This link has expired.',
  } satisfies Record<LinkProblem, string>,
  guardianAskAgain:
    'If the application should still go ahead, the applicant can apply again and name you; a new email will follow.',
  askNewLink: (link: string) => `Ask for a new link on the ${link} page.`,

  guardianTitle: 'Confirm or refuse an application',
  guardianIntro: (f: GuardianFacts) =>
    `<strong>${f.applicant}</strong> applied on ${f.date} to volunteer with ${f.organisation} (${f.centre}) and named you as their ${f.relationship}.
Because they are under 18, we need the consent of a parent or lawful guardian before we use their details.`,
  someRelationship: 'parent or guardian',
  noticeHeading: 'Our notice',
  fullNotice: (link: string) => `The full notice is in our ${link}.`,
  consentButton: 'I am their parent or guardian and I consent',
  refuseButton: 'I refuse: erase the application',
  choiceOnce: 'Each choice works once. If you do nothing, the application is erased when the link expires.',
  /** The notice a guardian reads when pages.json gives none. */
  defaultNotice: [
    'What we collect: the details in the application (name, phone number, email, date of birth, the chosen centre and the answers written in it) and your name, email and relationship.',
    'Why: to consider the application and to contact the applicant about volunteering. Nothing else; we do not sell or share it.',
    'How long: until the application is decided and at most 24 months, then it is erased.',
    'Your rights: you can see, correct or erase the data and withdraw this consent at any time, as easily as you give it, from the "Your data" page of our website. You can also complain to our grievance officer (see the Privacy Policy) and to the Data Protection Board of India.',
  ],
  grievanceOfficer: (who: string) => `Grievance officer: ${who}.`,
  confirmedTitle: 'Thank you: consent recorded',
  confirmedText: (link: string) =>
    `The application now goes to our team, who will contact the applicant. You can withdraw this consent at any time from the ${link} page, with your email address.`,
  refusedTitle: 'The application was erased',
  refusedText:
    'As you refused, the application and any emails about it were erased. Nobody at our organisation will see it.',

  openText:
    'This link shows what we keep under your email address. It works once; the page it opens stays usable for a short while.',
  showButton: 'Show my data',
  nothingKept: 'We keep nothing under this email address.',
  whatWeKeep: 'What we keep under your email address:',
  dateColumn: 'Date',
  whatColumn: 'What and why',
  purposes: {
    contact: 'Contact message: to answer your question',
    volunteer: 'Volunteer application: to consider you as a volunteer',
    guardian: 'Volunteer application of a child in your care: to consider it with your consent',
  },
  awaitingGuardian: '(awaiting a guardian’s consent)',
  reference: 'Reference',
  eraseThis: 'Erase this',
  eraseAll: 'Withdraw consent and erase everything',
  eraseAllText:
    'Erases every item above at once, with any emails about them still waiting to be sent. We confirm by email.',
  correctHeading: 'Ask for a correction',
  whichItem: 'Which item',
  whatToCorrect: 'What should be corrected',
  sendToTeam: 'Send to our team',
  newLinkTitle: 'Please ask for a new link',
  sessionEnded: (link: string) =>
    `This page was open too long, or was not opened from a link we sent. For your safety, ask for a new link on the ${link} page.`,

  /** What the list says after an action (the `done` of its address). */
  done: {
    'erased-one': 'Erased. We have sent a confirmation to your email address.',
    'erased-all':
      'Everything was erased and your consent withdrawn. We have sent a confirmation to your email address.',
    corrected: 'Thank you. Your request was sent to our team, who will reply by email.',
  } as Record<string, string>,
  itemGone: 'That item is no longer stored.',
  correctionMissing: 'Please write what should be corrected (at most 2000 characters).',
  chooseButton: 'Please choose one of the buttons.',
};

export type PrivacyPageTexts = typeof english;
