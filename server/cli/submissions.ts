// npm run submissions -- export --type contact|volunteer --format csv|json [--since YYYY-MM-DD]
// Prints stored submissions to stdout for staff; notes go to stderr; exit 1 on any problem.
import { ConfigError, loadConfig } from '../config.ts';
import { formatRows, parseExportArgs } from './export-command.ts';
import { ExportError, readSubmissions } from './export-source.ts';

async function main(): Promise<number> {
  try {
    const args = parseExportArgs(process.argv.slice(2));
    const rows = await readSubmissions(loadConfig(), args);
    process.stdout.write(formatRows(args.type, args.format, rows));
    console.error(`${rows.length} ${args.type} submission(s)${args.since ? ` since ${args.since}` : ''}.`);
    return 0;
  } catch (error) {
    const known =
      error instanceof ExportError ||
      error instanceof ConfigError ||
      (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS');
    console.error(known ? (error as Error).message : `Export failed: ${(error as Error).message}`);
    return 1;
  }
}

process.exitCode = await main();
