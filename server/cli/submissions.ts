// npm run submissions -- export --type contact|volunteer --format csv|json [--since YYYY-MM-DD] [--spam]
// npm run submissions -- outbox          (pending, sent and failed emails: status, attempts, last error)
// npm run submissions -- purge-spam      (delete flagged spam past 30 days now)
// Prints to stdout for staff; notes go to stderr; exit 1 on any problem.
import { ConfigError, loadConfig } from '../config.ts';
import { formatOutboxList } from '../outbox/outbox-status.ts';
import { formatRows, parseCommand } from './export-command.ts';
import { ExportError, purgeSpamNow, readOutbox, readSubmissions } from './export-source.ts';

async function main(): Promise<number> {
  try {
    const command = parseCommand(process.argv.slice(2));
    if (command.name === 'outbox') {
      process.stdout.write(formatOutboxList(await readOutbox(loadConfig())));
    } else if (command.name === 'purge-spam') {
      const deleted = await purgeSpamNow(loadConfig());
      console.error(
        `Deleted flagged spam older than 30 days: ${deleted.contact} contact, ${deleted.volunteer} volunteer.`,
      );
    } else {
      const args = command.args;
      const rows = await readSubmissions(loadConfig(), args);
      process.stdout.write(formatRows(args.type, args.format, rows, args.spam));
      const what = `${args.type} submission(s)${args.spam ? ' flagged as spam' : ''}`;
      console.error(`${rows.length} ${what}${args.since ? ` since ${args.since}` : ''}.`);
    }
    return 0;
  } catch (error) {
    const known =
      error instanceof ExportError ||
      error instanceof ConfigError ||
      (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS');
    console.error(known ? (error as Error).message : `Failed: ${(error as Error).message}`);
    return 1;
  }
}

process.exitCode = await main();
