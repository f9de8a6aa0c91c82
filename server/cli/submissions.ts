// npm run submissions -- export --type contact|volunteer --format csv|json [--since YYYY-MM-DD] [--spam]
// npm run submissions -- outbox          (pending, sent and failed emails: status, attempts, last error)
// npm run submissions -- purge-spam      (the purge's spam rule alone: flagged spam past RETENTION_SPAM_DAYS)
// npm run submissions -- purge [--dry-run]                       (everything past its retention)
// npm run submissions -- erase --email X | --phone N | --id K7M2-9QXD [--dry-run]  (a person's request; audited)
// Prints to stdout for staff; notes go to stderr; exit 1 on any problem.
import { loadConfig } from '../config.ts';
import { formatOutboxList } from '../outbox/outbox-status.ts';
import { formatErasedItems, formatRows, parseCommand } from './export-command.ts';
import { formatPurgeReport } from '../privacy/retention.ts';
import { cliFailure } from './cli-failure.ts';
import { eraseNow, purgeNow, readOutbox, readSubmissions } from './export-source.ts';

/** "1 contact message(s) and 2 application(s)": each kind's count with its staff name. */
function erasedWords(erased: Record<string, number>): string {
  const names: Record<string, string> = { contact: 'contact message(s)', volunteer: 'application(s)' };
  const parts = Object.entries(erased).map(([type, n]) => `${n} ${names[type] ?? `${type} submission(s)`}`);
  return parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : parts.join('');
}

async function main(): Promise<number> {
  try {
    const command = parseCommand(process.argv.slice(2));
    if (command.name === 'outbox') {
      process.stdout.write(formatOutboxList(await readOutbox(loadConfig())));
    } else if (command.name === 'purge-spam') {
      process.stdout.write(formatPurgeReport(await purgeNow(loadConfig(), false, 'spam')));
    } else if (command.name === 'purge') {
      process.stdout.write(formatPurgeReport(await purgeNow(loadConfig(), command.dryRun)));
    } else if (command.name === 'erase') {
      const result = await eraseNow(loadConfig(), command.target);
      process.stdout.write(formatErasedItems(result.items));
      const total = Object.values(result.erased).reduce((sum, n) => sum + n, 0);
      console.error(
        result.dryRun
          ? `Would erase ${erasedWords(result.erased)}. Nothing was changed; run it again without --dry-run to erase.`
          : total === 0
            ? 'Nothing stored under that address, phone number or reference; the request was recorded in the processing log.'
            : `Erased ${erasedWords(result.erased)}, with ${result.messages} email(s) about them.`,
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
    console.error(cliFailure(error));
    return 1;
  }
}

process.exitCode = await main();
