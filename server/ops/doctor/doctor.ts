// npm run doctor: the settings the server would start with (secrets masked) and a finding for each
// thing it depends on, asked for real. Nothing is written but a lock while the embedded database is read.
import { loadConfig, type ServerConfig } from '../../config.ts';
import { loadOutboxConfig } from '../../outbox/outbox-config.ts';
import { ConfigError, type Env, mistypedSettings, readSettings } from '../../settings/read-settings.ts';
import { type Finding, finding } from './check.ts';
import { checkBuild, checkFolders } from './disk-checks.ts';
import { effectiveSettings, formatSettings } from './effective-settings.ts';
import { checkDatabase, checkRedis, checkSmtp } from './service-checks.ts';

export interface DoctorReport {
  /** The settings table, or undefined when a setting stops the start. */
  settings?: string;
  findings: Finding[];
}

function settingFindings(env: Env, config: ServerConfig): Finding[] {
  const settings = readSettings(env);
  const found = mistypedSettings(env).map((words) => finding('settings', 'warn', words));
  if (config.databaseUrl && !settings.PRIVACY_HASH_KEY) {
    found.push(
      finding(
        'settings',
        'warn',
        'PRIVACY_HASH_KEY is not set: each instance on this Postgres makes its own key in its DATA_DIR, so their processing-log hashes of one person differ',
      ),
    );
  }
  found.push(
    finding(
      'metrics',
      'ok',
      config.metricsToken
        ? 'GET /metrics answers with METRICS_TOKEN (scrape each instance port)'
        : 'off (METRICS_TOKEN not set)',
    ),
  );
  return found;
}

export async function runDoctor(env: Env = process.env): Promise<DoctorReport> {
  let config: ServerConfig;
  let smtpUrl: string | undefined;
  try {
    config = loadConfig(env);
    smtpUrl = loadOutboxConfig(env, config.dataDir).smtpUrl;
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    return { findings: [finding('settings', 'fail', error.message)] };
  }
  const findings = [
    ...settingFindings(env, config),
    await checkDatabase(config),
    await checkRedis(config),
    await checkSmtp(smtpUrl, config.dataDir),
    ...checkFolders(config),
    checkBuild(config.siteDir),
  ];
  return { settings: formatSettings(effectiveSettings(env)), findings };
}

export function formatReport(report: DoctorReport): string {
  const settings = report.settings
    ? `Settings (* = set in the environment, the rest are defaults)\n${report.settings}\n\n`
    : '';
  const width = Math.max(...report.findings.map((item) => item.check.length));
  const lines = report.findings.map((item) => `${item.verdict.padEnd(4)}  ${item.check.padEnd(width)}  ${item.detail}`);
  return `${settings}Checks\n${lines.join('\n')}\n`;
}
