// npm run content -- export DIR              the published revision as DIR/pages.json and DIR/translations/,
//                                             and the uploaded pictures it shows in DIR/public/images/
//                  import [DIR] [--replace-draft]   DIR's pages.json and translations/ (default: this folder)
//                                             as a new draft, refused when the checker finds errors
// On Postgres directly, or through the running server when it holds the embedded database (as the staff
// commands do). Which side wins when both changed: server/publishing/content-commands.ts. Notes go to
// stderr; exit 1 on any refusal.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.ts';
import {
  type ExportedContent,
  exportPublished,
  type ImportResult,
  importDraft,
  writeExport,
} from '../publishing/content-commands.ts';
import { readContentFolder } from '../publishing/content-files.ts';
import { ask, ExportError } from './export-source.ts';

const USAGE =
  'Usage: npm run content -- export DIR   |   npm run content -- import [DIR] [--replace-draft]\n' +
  '  export writes the published revision as DIR/pages.json and DIR/translations/<language>.json, and the\n' +
  '  pictures uploaded in the staff area that it shows as DIR/public/images/<name>;\n' +
  '  import makes DIR (default: this folder) a new draft, which someone then publishes in the staff area.';

async function main(): Promise<number> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { 'replace-draft': { type: 'boolean' }, help: { type: 'boolean' } },
  });
  const [command, dir] = positionals;
  if (values.help || !['export', 'import'].includes(command) || (command === 'export' && !dir)) {
    console.error(USAGE);
    return values.help ? 0 : 2;
  }
  try {
    const config = loadConfig();
    if (command === 'export') {
      const exported = await ask<ExportedContent>(config, {
        local: exportPublished,
        path: '/api/admin/content',
        pick: (data) => data?.exported as ExportedContent | undefined,
      });
      for (const file of writeExport(path.resolve(dir), { ...exported, pictures: exported.pictures ?? [] }))
        process.stdout.write(`${file}\n`);
      console.error(
        `Wrote published revision ${exported.revision} (published ${exported.publishedAt ?? 'never'}). Run npm run pages:check there, then commit it (git add the new pictures in public/images too).`,
      );
      return 0;
    }
    const folder = path.resolve(dir ?? '.');
    if (!fs.existsSync(path.join(folder, 'pages.json'))) {
      console.error(`${folder} has no pages.json: give the folder that holds pages.json and translations/.`);
      return 1;
    }
    const files = readContentFolder(folder);
    const replaceDraft = values['replace-draft'] ?? false;
    const result = await ask<ImportResult>(config, {
      local: (db) => importDraft(db, files, { replaceDraft }),
      method: 'POST',
      path: '/api/admin/content',
      body: { files, replaceDraft },
      pick: (data) => data?.result as ImportResult | undefined,
    });
    for (const problem of result.check?.problems ?? []) if (problem.severity === 'error') console.error(problem.text);
    console.error(result.message);
    return result.ok ? 0 : 1;
  } catch (error) {
    const known = error instanceof ExportError || error instanceof ConfigError;
    console.error(known ? (error as Error).message : `Failed: ${(error as Error).message}`);
    return 1;
  }
}

process.exitCode = await main();
