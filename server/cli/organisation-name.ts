// The organisation's name as the site shows it now, for a command that writes an e-mail itself (the
// sign-in link it prints): the published revision's when the database has one, else pages.json's.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Queryable } from '../db/database.ts';
import { readHeads, readRevision } from '../publishing/revisions-store.ts';

const nameIn = (pagesText: string): string | undefined => {
  const name = (JSON.parse(pagesText) as { site?: { organisation?: { name?: unknown } } }).site?.organisation?.name;
  return typeof name === 'string' && name.trim() ? name : undefined;
};

export async function organisationName(db: Queryable, pagesFile = path.resolve('pages.json')): Promise<string> {
  const heads = await readHeads(db);
  const published = heads && (await readRevision(db, heads.publishedId));
  const fromDatabase = published?.files.pagesText ? nameIn(published.files.pagesText) : undefined;
  return fromDatabase ?? nameIn(readFileSync(pagesFile, 'utf8')) ?? 'the foundation';
}
