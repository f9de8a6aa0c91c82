// Who may change the guarded parts of the content (content/guarded-settings.ts), for the routes that save,
// publish and roll back (publishing-routes.ts). A save by anyone but an admin that changes an admin-only
// setting compared with its base is refused (403), and so is their roll back to a revision whose guarded
// parts differ from what visitors see; a publish that changes a text the site e-mails in its own name,
// compared with the published revision, is an admin's (403 for anyone else): a text of pages.json, or a
// translator's correction of the words the server e-mails (a translation file's "code" member). Each
// published change of either kind is audited and e-mailed to every admin (server/staff/guarded-change-mail.ts).
import type { FastifyInstance } from 'fastify';
import {
  ADMIN_ONLY_SETTINGS,
  EMAILED_SERVER_WORDS,
  ADMIN_PUBLISHED_TEXTS,
  changedPlaces,
  type GuardedChange,
} from '../../content/guarded-settings.ts';
import { codeOverridesOf } from '../../content/translations/code-overrides.ts';
import { reviewRecordFile } from '../../content/translations/review-record.ts';
import { fieldPath } from '../../content/validation/where.ts';
import { walk } from '../../content/validation/walk.ts';
import { TRANSLATED_LANGUAGES, type TranslatedLanguage } from '../../schema/api/languages.ts';
import { PublicError } from '../http/errors.ts';
import { recordGuardedChange } from '../staff/guarded-change-mail.ts';
import type { StaffMember } from '../staff/members-store.ts';
import type { ContentFiles } from './content-files.ts';
import type { Revision } from './revisions-store.ts';

const listed = (changes: GuardedChange[]) => {
  const names = [...new Set(changes.map((change) => change.name))];
  return names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
};
const them = (changes: GuardedChange[]) => (changes.length === 1 ? 'it' : 'them');

export const GUARDED_MESSAGES = {
  save: (changes: GuardedChange[]) =>
    `Not saved: only an admin may change ${listed(changes)}, since ${changes.length === 1 ? 'it decides' : 'they decide'} where visitors' personal data goes. Put ${them(changes)} back as ${changes.length === 1 ? 'it was' : 'they were'} and save again, or ask an admin to make this change.`,
  rollBack: (changes: GuardedChange[]) =>
    `Not rolled back: that revision has other ${listed(changes)} than visitors see now, and only an admin may change ${them(changes)} or publish ${them(changes)}. Ask an admin to roll back.`,
  publish: (changes: GuardedChange[]) =>
    `Not published: this draft changes ${listed(changes)}, which the site e-mails to visitors in its own name, so an admin must publish it. Your draft is kept; ask an admin to read the change and publish it.`,
};

/** The parsed pages file, or undefined for a draft saved with a JSON mistake (never publishable). */
const readable = (files: ContentFiles): unknown => {
  try {
    return JSON.parse(files.pagesText);
  } catch {
    return undefined;
  }
};

export interface GuardedChanges {
  settings: GuardedChange[];
  texts: GuardedChange[];
}

/** What changed of the guarded parts; nothing when a side cannot be read (the checker refuses to publish it). */
export function guardedChanges(before: ContentFiles, after: ContentFiles): GuardedChanges {
  const emailed = changedEmailedWords(before, after);
  const [old, now] = [readable(before), readable(after)];
  if (old === undefined || now === undefined) return { settings: [], texts: emailed };
  return {
    settings: changedPlaces(ADMIN_ONLY_SETTINGS, old, now),
    texts: [...changedPlaces(ADMIN_PUBLISHED_TEXTS, old, now), ...emailed],
  };
}

const LANGUAGE_NAMES: Record<TranslatedLanguage, string> = { hi: 'Hindi', te: 'Telugu' };

/** The server's e-mailed words whose correction (a translation file's "code" member) differs between two contents. */
function changedEmailedWords(before: ContentFiles, after: ContentFiles): GuardedChange[] {
  return TRANSLATED_LANGUAGES.flatMap((language) => {
    const file = `server/words/${language}.json`;
    const [old, now] = [codeOverridesOf(before.translations[language]), codeOverridesOf(after.translations[language])];
    return [...new Set([...Object.keys(old), ...Object.keys(now)])].sort().flatMap((where): GuardedChange[] => {
      const key = where.startsWith(`${file} `) ? where.slice(file.length + 1) : '';
      const emailed = EMAILED_SERVER_WORDS.find((group) => key.startsWith(group.prefix));
      if (!emailed || old[where]?.text === now[where]?.text) return [];
      const setting = { path: [reviewRecordFile(language), 'code', where], name: () => emailed.name };
      return [
        {
          setting,
          segments: [...setting.path],
          keys: [],
          name: `the ${LANGUAGE_NAMES[language]} words of ${emailed.name}`,
          before: old[where]?.text,
          after: now[where]?.text,
        },
      ];
    });
  });
}

const mayChange = (member: StaffMember) => member.role === 'admin';

/**
 * Refuses a non-admin's save that changes an admin-only setting compared with its base. A base that cannot be
 * read is passed over for its nearest readable ancestor, else the published revision, so a draft with a JSON
 * mistake in between hides nothing.
 */
export async function refuseAdminOnlySave(
  member: StaffMember,
  base: Revision,
  files: ContentFiles,
  find: (id: number) => Promise<Revision | undefined>,
  published: () => Promise<Revision>,
): Promise<void> {
  if (mayChange(member) || readable(files) === undefined) return;
  let compared: Revision | undefined = base;
  for (let steps = 0; compared && readable(compared.files) === undefined && steps < 100; steps++)
    compared = compared.baseId === null ? undefined : await find(compared.baseId);
  if (!compared || readable(compared.files) === undefined) compared = await published();
  const changed = changedPlaces(ADMIN_ONLY_SETTINGS, readable(compared.files), readable(files));
  if (changed.length > 0) throw new PublicError(403, GUARDED_MESSAGES.save(changed));
}

/** What a publish changes of the guarded parts; refused (403) for a non-admin when an e-mailed text changes. */
export function refuseTextsPublish(member: StaffMember, published: Revision, draft: Revision): GuardedChanges {
  const changes = guardedChanges(published.files, draft.files);
  if (!mayChange(member) && changes.texts.length > 0)
    throw new PublicError(403, GUARDED_MESSAGES.publish(changes.texts));
  return changes;
}

/** What a roll back changes of the guarded parts; refused (403) for a non-admin when it changes any. */
export function refuseGuardedRollBack(member: StaffMember, published: Revision, target: Revision): GuardedChanges {
  const changes = guardedChanges(published.files, target.files);
  const all = [...changes.settings, ...changes.texts];
  if (!mayChange(member) && all.length > 0) throw new PublicError(403, GUARDED_MESSAGES.rollBack(all));
  return changes;
}

/** An address list or an address in words, for the admins' e-mail. */
const inWords = (value: unknown) =>
  Array.isArray(value) ? value.join(', ') || '(none)' : typeof value === 'string' ? value : '(none)';

/** The fields of a text that differ ("paragraphs[2].en"), at most 12 named. */
function changedFields(before: unknown, after: unknown): string[] {
  const leaves = (value: unknown) =>
    new Map(
      [...walk(value)]
        .filter((v) => v.segments.length > 0 && typeof v.value !== 'object')
        .map((v) => [fieldPath(v.segments), v.value]),
    );
  const [old, now] = [leaves(before), leaves(after)];
  const fields = [...new Set([...old.keys(), ...now.keys()])].filter((field) => old.get(field) !== now.get(field));
  if (fields.length === 0) return ['all of it'];
  return fields.length > 12 ? [...fields.slice(0, 12), `${fields.length - 12} more`] : fields;
}

/** The audit entry and every admin's e-mail about a published change of the guarded parts, if it made one. */
export async function recordGuardedChanges(
  app: FastifyInstance,
  member: StaffMember,
  revision: number,
  changes: GuardedChanges,
  restores?: number,
): Promise<void> {
  if (changes.settings.length + changes.texts.length === 0) return;
  const place = (change: GuardedChange) => change.segments.join('.');
  const notice = {
    revision,
    restores,
    by: member.displayName || member.email,
    at: new Date(),
    settings: changes.settings.map((change) => ({
      name: change.name,
      path: place(change),
      before: inWords(change.before),
      after: inWords(change.after),
    })),
    texts: changes.texts.map((change) => ({
      name: change.name,
      path: place(change),
      fields: changedFields(change.before, change.after),
    })),
  };
  await recordGuardedChange(app.database, member.id, notice, {
    organisation: app.outbox.settings.organisation,
    siteUrl: app.privacy.config.siteUrl,
    messageIdDomain: app.outbox.messageIdDomain,
  });
}
