// `npm run edit`: the checkout whose files the local server edits (publishing's `exportTo`). Its drafts live in
// the local database like the staff area's; the files are the other end of the same round trip as
// `npm run content` (content-commands.ts), run by the server itself:
// - at start, the checkout's pages.json and translations/ become the draft when they differ from it (an import,
//   checked; never over changes saved here and not published, unless --replace-draft);
// - after a publish or a roll back, the published revision is written into the checkout (the export's own code:
//   pages.json, translations/ and the uploaded pictures it shows in public/images), for the developer to commit;
// - a publish is refused while a file of the checkout differs from what the server last read or wrote there (a
//   text editor or git changed it meanwhile): the export would overwrite that change unseen.
import path from 'node:path';
import type { Database } from '../db/database.ts';
import { PublicError } from '../http/errors.ts';
import { TRANSLATED_LANGUAGES } from '../../schema/api/languages.ts';
import { exportPublished, importDraft, writeExport } from './content-commands.ts';
import { type Fingerprints, fingerprintsOf, readContentFolder } from './content-files.ts';
import { readHeads, readRevision } from './revisions-store.ts';

export interface LocalRepository {
  /** The checkout's folder. */
  dir: string;
  /** What the start did with the checkout's files, for the terminal. */
  startNote: string;
  /** Throws a 409 naming the files changed on disk since the server read or wrote them. */
  refuseChanged(): void;
  /** Writes the published revision into the checkout; a sentence saying what was written. */
  write(db: Database): Promise<string>;
}

/** The files whose fingerprints differ, named as in the checkout. */
function changedFiles(now: Fingerprints, before: Fingerprints): string[] {
  return [
    ...(now.pages === before.pages ? [] : ['pages.json']),
    ...TRANSLATED_LANGUAGES.filter((language) => now.translations[language] !== before.translations[language]).map(
      (language) => `translations/${language}.json`,
    ),
  ];
}

const and = (names: string[]) =>
  names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;

export const LOCAL_MESSAGES = {
  changedOnDisk: (files: string[]) =>
    `Not published: ${and(files)} changed on disk (in a text editor, or by git) since npm run edit read ${files.length === 1 ? 'it' : 'them'}, and publishing would overwrite that change. Nothing was published or written. Stop npm run edit and start it again: it takes the files as they are now as the draft.`,
  wrote: (files: string[], pictures: string[]) =>
    ` ${files.length ? `Wrote ${and(files)} into the checkout` : "The checkout's files already held this content"}${pictures.length ? `, with the new picture(s) ${and(pictures)} (git add them)` : ''}. Commit them.`,
  imported: (revision: number, warnings: number) =>
    `The checkout's files differ from the draft: they are now draft revision ${revision} (${warnings} warning(s)).`,
  checkoutErrors: (errors: number, draft: number) =>
    `The checkout's files have ${errors} error(s) (npm run pages:check lists them), so they were not taken as the draft: the editor shows draft revision ${draft}, and nothing can be published here until the files are fixed and npm run edit is started again.`,
  draftKept: (draft: number) =>
    `The checkout's files changed since they were last published here, and the draft (revision ${draft}) holds changes saved here and not published: the editor shows that draft, and nothing can be published until this is settled. To edit the checkout's files instead, start again with npm run edit -- --replace-draft (the draft stays in the local database as an earlier revision).`,
  notWritten: (reason: string) =>
    ` Writing it into the checkout failed (${reason}): fix that, then DATA_DIR=data/edit npm run content -- export . writes it.`,
};

/** Takes the checkout's files as the draft when they changed, and keeps what the server last read of them. */
export async function openLocalRepository(
  db: Database,
  dir: string,
  options: { replaceDraft?: boolean } = {},
): Promise<LocalRepository> {
  const heads = await readHeads(db);
  if (!heads) throw new Error('content_heads is empty: the publishing plugin seeds it before this');
  const files = readContentFolder(dir);
  const onDisk = fingerprintsOf(files);
  const draft = await readRevision(db, heads.draftId);
  const published = await readRevision(db, heads.publishedId);
  if (!draft || !published) throw new Error('the draft or the published revision is missing');
  const same = (fingerprints: Fingerprints) => changedFiles(onDisk, fingerprints).length === 0;
  let seen = onDisk;
  /** Why nothing may be published: the draft shown is not the checkout's, which a publish would overwrite. */
  let blocked: string | undefined;
  let startNote: string;
  if (same(draft.fingerprints)) startNote = `The draft (revision ${draft.id}) is the checkout's content.`;
  else if (same(published.fingerprints) && !options.replaceDraft)
    startNote = `The draft (revision ${draft.id}) holds changes saved here and not published yet; the checkout's files are revision ${published.id}'s.`;
  else {
    const imported = await importDraft(db, files, { replaceDraft: options.replaceDraft });
    if (imported.ok) startNote = LOCAL_MESSAGES.imported(imported.revision, imported.check.warnings);
    else {
      const errors = imported.check?.problems.filter((problem) => problem.severity === 'error') ?? [];
      blocked = errors.length
        ? LOCAL_MESSAGES.checkoutErrors(errors.length, draft.id)
        : LOCAL_MESSAGES.draftKept(draft.id);
      startNote = [...errors.map((problem) => problem.text), blocked].join('\n');
    }
  }
  return {
    dir,
    startNote,
    refuseChanged() {
      if (blocked) throw new PublicError(409, `Not published: ${blocked}`);
      const changed = changedFiles(fingerprintsOf(readContentFolder(dir)), seen);
      if (changed.length) throw new PublicError(409, LOCAL_MESSAGES.changedOnDisk(changed));
    },
    async write(database) {
      try {
        const exported = await exportPublished(database);
        const before = seen;
        const written = writeExport(dir, exported);
        seen = fingerprintsOf(exported.files);
        const pictures = written
          .map((file) => path.relative(dir, file))
          .filter((file) => file.startsWith(`public${path.sep}`));
        return LOCAL_MESSAGES.wrote(changedFiles(seen, before), pictures);
      } catch (error) {
        return LOCAL_MESSAGES.notWritten((error as Error).message);
      }
    },
  };
}
