// npm run staff -- invite EMAIL --role admin|coordinator|editor|translator|treasurer [--name NAME] | list | link EMAIL
//                | role EMAIL --role ROLE | remove EMAIL
// The staff pages' own code (server/staff/staff-commands.ts), on Postgres directly, or through the
// running server when it holds the embedded database (as the export does). Results go to stdout
// (a printed link alone on its line), notes to stderr; exit 1 on any refusal.
import { loadConfig } from '../config.ts';
import { loadOutboxConfig } from '../outbox/outbox-config.ts';
import { loadPrivacyConfig } from '../privacy/privacy-config.ts';
import { type CommandResult, runStaffCommand, type StaffCommand } from '../staff/staff-commands.ts';
import { cliFailure } from './cli-failure.ts';
import { organisationName } from './organisation-name.ts';
import { ask } from './export-source.ts';
import { formatMembers, parseStaffCommand } from './staff-command.ts';

async function main(): Promise<number> {
  try {
    const config = loadConfig();
    const printLink = !process.env.SMTP_URL?.trim();
    const command: StaffCommand = parseStaffCommand(process.argv.slice(2), printLink);
    const result = await ask<CommandResult>(config, {
      local: async (db) =>
        runStaffCommand(db, command, {
          messageIdDomain: loadOutboxConfig(process.env, config.dataDir).messageIdDomain,
          siteUrl: loadPrivacyConfig(process.env, config.dataDir, config.port).siteUrl,
          organisation: await organisationName(db),
        }),
      method: 'POST',
      path: '/api/admin/staff',
      body: { command },
      pick: (data) => data?.result as CommandResult | undefined,
    });
    if (result.members) process.stdout.write(formatMembers(result.members));
    console.error(result.message);
    if (result.link) {
      console.error(`No SMTP_URL is set, so e-mails are written to files in DATA_DIR/outbox/. The sign-in link:`);
      process.stdout.write(`${result.link}\n`);
    }
    return result.ok ? 0 : 1;
  } catch (error) {
    console.error(cliFailure(error));
    return 1;
  }
}

process.exitCode = await main();
