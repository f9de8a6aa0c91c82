// @vitest-environment node
// Comments say what the code does and why, not when or in which issue it changed: git and the notes keep the
// history. A comment naming an issue ("#27", "issue 25", "since #28") fails here with its file and line.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';

const SOURCE = /\.(ts|tsx|mts|css|html|sh|conf)$|^\.ci\/run$/;
const SKIPPED = /(^|\/)generated\/|^node_modules\/|^tests\/no-history-comments\.test\.ts$/;
/** The comment of a line: the whole line when it is one, or what follows the code. */
function commentOf(line: string): string {
  if (/^\s*(\/\/|\/?\*|#|<!--)/.test(line)) return line;
  const at = [line.indexOf(' // '), line.indexOf('/*')].filter((index) => index >= 0);
  return at.length ? line.slice(Math.min(...at)) : '';
}
const ISSUE = /(?<!&)#\d{1,3}(?![\dA-Fa-f])|\bissues? \d{1,3}\b/i;

/** Every `file:line: text` whose comment names an issue. */
function issueComments(files: string[], read = (file: string) => fs.readFileSync(file, 'utf8')): string[] {
  const found: string[] = [];
  for (const file of files) {
    read(file)
      .split('\n')
      .forEach((line, index) => {
        if (ISSUE.test(commentOf(line))) found.push(`${file}:${index + 1}: ${line.trim()}`);
      });
  }
  return found;
}

describe('comments without history', () => {
  it('finds a comment naming an issue, and not a colour or a plain number', () => {
    const planted: Record<string, string> = {
      'a.ts': '// Since #28 the shell loads no React.\nconst colour = "#123"; // the border, #0f3d5c\n',
      'b.ts': ' * Moved here in issue 27.\nconst x = 1; // 12 pages\n',
    };
    expect(issueComments(Object.keys(planted), (file) => planted[file])).toEqual([
      'a.ts:1: // Since #28 the shell loads no React.',
      'b.ts:1: * Moved here in issue 27.',
    ]);
  });

  it('no source file has one', () => {
    const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], { encoding: 'utf8' })
      .split('\n')
      .filter((file) => SOURCE.test(file) && !SKIPPED.test(file) && fs.existsSync(file));
    expect(issueComments(files)).toEqual([]);
  });
});
