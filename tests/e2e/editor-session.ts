// The section editor's dev server (editor/vite.config.ts) on a temporary copy of pages.json, public/ and
// translations/, and what the browser tests ask of the copy afterwards: the errors `npm run pages:check`
// finds in it.
import { readFileSync } from 'node:fs';
import { checkTranslations } from '../../content/translations/check.ts';
import { validatePagesText } from '../../content/validation/index.ts';
import { type EditorDevServer, startEditorDevServer } from '../helpers/editor-dev-server.ts';

export interface EditorCopy extends EditorDevServer {
  /** The editor page. */
  url: string;
  /** The errors `npm run pages:check` finds in the copy (its own public/ for the pictures). */
  checkerErrors(): string[];
}

export async function startEditorOnCopy(): Promise<EditorCopy> {
  const server = await startEditorDevServer({ logLevel: 'error' });
  const { file, publicDir, translationsDir } = server;
  return {
    ...server,
    url: `${server.base}/editor/`,
    checkerErrors() {
      const text = readFileSync(file, 'utf8');
      const result = validatePagesText(text, file, { publicDir: `${publicDir}/` });
      const reports = result.matchesSchema ? checkTranslations(text, result.data, translationsDir) : [];
      return [...result.problems, ...reports.flatMap((report) => report.problems)]
        .filter((problem) => problem.severity === 'error')
        .map((problem) => `${problem.where}: ${problem.message}`);
    },
  };
}
