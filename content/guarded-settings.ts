// The parts of pages.json whose change is a matter of trust, declared once. Settings that decide where
// visitors' personal data (or money) goes are changed by an admin only; texts the site e-mails in its own
// name may be drafted by anyone who edits pages, but a change of them is published by an admin only. The
// publishing API enforces both (server/publishing/guarded-publishing.ts), the checker keeps the texts'
// links on the site's own addresses (validation/check-email-texts.ts), and the staff editor shows the
// admin-only settings read-only to everyone else. A new setting of either kind is one line below.
// No Node API, no dependency.

/** A place in pages.json: field names from the top, '*' standing for every field of the object there. */
export type GuardedPath = readonly string[];

export interface Guarded {
  path: GuardedPath;
  /** The setting in plain words; `keys` are the field names the '*'s stand for, in order. */
  name: (keys: readonly string[], content: unknown) => string;
}

type Tree = Record<string, unknown>;
const isTree = (value: unknown): value is Tree => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The value at `segments`, or undefined when some part of the way is missing. */
export function valueAt(content: unknown, segments: readonly (string | number)[]): unknown {
  let node = content;
  for (const segment of segments) {
    if (!isTree(node) && !Array.isArray(node)) return undefined;
    node = (node as Tree)[segment];
  }
  return node;
}

/** A form's name as its team knows it (site.notifications.<form>.formName), else its field name. */
const formName = (content: unknown, form = '') => {
  const name = valueAt(content, ['site', 'notifications', form, 'formName']);
  return typeof name === 'string' && name.trim() ? name.trim() : form;
};

/** Settings that decide where personal data or money goes: only an admin may change them. */
export const ADMIN_ONLY_SETTINGS: readonly Guarded[] = [
  {
    path: ['site', 'notifications', '*', 'teamEmails'],
    name: ([form], content) => `the team addresses of the ${formName(content, form)} form`,
  },
  { path: ['site', 'contact', 'email'], name: () => "the site's contact e-mail address" },
];

/** Texts the site e-mails to visitors in its own name: a change of them is published by an admin only. */
export const ADMIN_PUBLISHED_TEXTS: readonly Guarded[] = [
  {
    path: ['site', 'notifications', '*', 'acknowledgement'],
    name: ([form], content) => `the confirmation e-mail of the ${formName(content, form)} form`,
  },
];

/**
 * The server's words (server/words/en.json) it e-mails in its own name, by group or by text: a translator's
 * correction of them (a translation file's "code" member) is published by an admin only, as the texts above.
 */
export const EMAILED_SERVER_WORDS: readonly { prefix: string; name: string }[] = [
  { prefix: 'visitorEmails.', name: "the e-mails about a visitor's data" },
  { prefix: 'guardianRequest.', name: 'the e-mail to a guardian' },
  { prefix: 'staffReply.', name: 'the replies the team sends' },
  ...['emailSubject', 'greeting', 'emailThanks', 'emailClosing', 'confirmation', 'noId', 'oldRegime', 'refund'].map(
    (key) => ({ prefix: `donations.${key}`, name: 'the e-mail to a donor' }),
  ),
];

export interface GuardedPlace {
  setting: Guarded;
  /** Where it is, every '*' replaced by a field name. */
  segments: string[];
  keys: string[];
}

/** Every place `setting` names in any of `contents` (a '*' stands for the fields any of them has there). */
export function placesOf(setting: Guarded, ...contents: unknown[]): GuardedPlace[] {
  let places: { segments: string[]; keys: string[] }[] = [{ segments: [], keys: [] }];
  for (const part of setting.path) {
    if (part !== '*') {
      places = places.map(({ segments, keys }) => ({ segments: [...segments, part], keys }));
      continue;
    }
    places = places.flatMap(({ segments, keys }) => {
      const fields = new Set(contents.flatMap((content) => Object.keys(asTree(valueAt(content, segments)))));
      return [...fields].sort().map((field) => ({ segments: [...segments, field], keys: [...keys, field] }));
    });
  }
  return places.map((place) => ({ setting, ...place }));
}

const asTree = (value: unknown): Tree => (isTree(value) ? value : {});

/** JSON with its fields in a fixed order: two values are the same when these are. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, inner: unknown) =>
    isTree(inner) ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : 1))) : inner,
  ) ?? 'undefined';

export interface GuardedChange extends GuardedPlace {
  /** The setting in plain words, named as the content after the change names it. */
  name: string;
  before: unknown;
  after: unknown;
}

/** The places of `settings` whose value differs between two versions of the content. */
export function changedPlaces(settings: readonly Guarded[], before: unknown, after: unknown): GuardedChange[] {
  return settings.flatMap((setting) =>
    placesOf(setting, before, after).flatMap((place) => {
      const old = valueAt(before, place.segments);
      const now = valueAt(after, place.segments);
      if (canonical(old) === canonical(now)) return [];
      return [{ ...place, name: setting.name(place.keys, after), before: old, after: now }];
    }),
  );
}
