// npm run submissions -- export --type contact|volunteer --format csv|json [--since YYYY-MM-DD] [--spam]
// npm run submissions -- outbox          (pending, sent and failed emails: status, attempts, last error)
// npm run submissions -- purge-spam      (delete flagged spam past 30 days now)
// npm run submissions -- purge [--dry-run]                       (everything past its retention)
// npm run submissions -- erase --email X | --id <public id>      (a person's request; audited)
// Prints to stdout for staff; notes go to stderr; exit 1 on any problem.
import { ConfigError, loadConfig } from '../config.ts';
import { formatOutboxList } from '../outbox/outbox-status.ts';
import { formatRows, parseCommand } from './export-command.ts';
import { formatPurgeReport } from '../privacy/retention.ts';
import { ExportError, eraseNow, purgeNow, purgeSpamNow, readOutbox, readSubmissions } from './export-source.ts';

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
    } else if (command.name === 'purge') {
      process.stdout.write(formatPurgeReport(await purgeNow(loadConfig(), command.dryRun)));
    } else if (command.name === 'erase') {
      const { erased, messages } = await eraseNow(loadConfig(), command.target);
      const total = erased.contact + erased.volunteer;
      console.error(
        total === 0
          ? 'Nothing stored under that address or id; the request was recorded in the processing log.'
          : `Erased ${erased.contact} contact message(s) and ${erased.volunteer} application(s), with ${messages} email(s) about them.`,
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
