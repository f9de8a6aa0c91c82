// npm run donations -- 10bd --fy 2026-27 [--without-id]
//   Form 10BD, Part B, as the income tax portal's CSV template has it: the donations received in that
//   financial year (April to March, India time) that have an ID. --without-id: instead, the received
//   donations without an ID, which cannot be reported (listed apart for the treasurer).
// The CSV goes to stdout (redirect it to a file); the summary to stderr; exit 1 on any problem.
// Reads DATABASE_URL or DATA_DIR like the server; through the running server when it holds the data.
import { parseArgs } from 'node:util';
import type { Form10BdBody } from '../../schema/api/generated/route-types.ts';
import { loadConfig } from '../config.ts';
import { form10bdAnswer } from '../donations/form-10bd-routes.ts';
import { FINANCIAL_YEAR_MESSAGE } from '../donations/form-10bd.ts';
import { financialYearDays } from '../donations/tax-rules.ts';
import { loadPrivacyConfig } from '../privacy/privacy-config.ts';
import { cliFailure } from './cli-failure.ts';
import { ask, ExportError } from './export-source.ts';

export const DONATIONS_USAGE = `Usage:
  npm run donations -- 10bd --fy 2026-27 > form-10bd-2026-27.csv
      Form 10BD Part B for the income tax portal: the donations received from 1 April 2026 to
      31 March 2027 (India time) that have an ID
  npm run donations -- 10bd --fy 2026-27 --without-id > without-id.csv
      the received donations of that year without an ID (they cannot be reported)
Reads DATABASE_URL (Postgres) or DATA_DIR (embedded database, default ./data) like the server.`;

/** The request the arguments make; ExportError (with the usage) when they make none. */
export function parseDonationsArgs(argv: string[]): Form10BdBody {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { fy: { type: 'string' }, 'without-id': { type: 'boolean' } },
  });
  if (positionals.length !== 1 || positionals[0] !== '10bd') throw new ExportError(DONATIONS_USAGE);
  if (!values.fy) throw new ExportError(`Say which financial year: --fy 2026-27.\n${DONATIONS_USAGE}`);
  if (!financialYearDays(values.fy)) throw new ExportError(FINANCIAL_YEAR_MESSAGE);
  return { year: values.fy, part: values['without-id'] ? 'without-id' : 'part-b' };
}

async function main(): Promise<number> {
  try {
    const body = parseDonationsArgs(process.argv.slice(2));
    const config = loadConfig();
    const answer = await ask(config, {
      local: (db) =>
        form10bdAnswer(db, loadPrivacyConfig(process.env, config.dataDir, config.port).hashKey, body, null),
      method: 'POST',
      path: '/api/admin/donations/form-10bd',
      body,
      pick: (data) =>
        typeof data?.csv === 'string' ? (data as Awaited<ReturnType<typeof form10bdAnswer>>) : undefined,
    });
    process.stdout.write(answer.csv);
    console.error(answer.summary);
    return 0;
  } catch (error) {
    console.error(cliFailure(error));
    return 1;
  }
}

if (process.argv[1]?.endsWith('donations.ts')) process.exitCode = await main();
