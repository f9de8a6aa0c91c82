// @vitest-environment node
// A publish is refused when the content lacks what the server itself reads of it: the team's e-mail
// settings and the forms' privacy notices (optional in the schema, for older pages files).
import { describe, expect, it } from 'vitest';
import { checkContentFiles } from './content-check.ts';
import { readContentFolder } from './content-files.ts';

const repository = readContentFolder(process.cwd());

describe('the publish check of what the server needs', () => {
  it('passes the repository content', () => {
    expect(checkContentFiles(repository).problems.filter((problem) => problem.where.startsWith('site.'))).toEqual([]);
  });

  it.each(['notifications', 'privacy'])('refuses content without site.%s, saying what it is for', (key) => {
    const pages = JSON.parse(repository.pagesText);
    delete pages.site[key];
    const check = checkContentFiles({ ...repository, pagesText: JSON.stringify(pages, null, 2) });
    expect(check.ok).toBe(false);
    const problem = check.problems.find((each) => each.where === `site.${key}`);
    expect(problem?.message).toMatch(new RegExp(`no "${key}": the server needs`));
  });
});
