/**
 * npm run lighthouse [-- /route ...] [--runs N] (after npm run build): starts the server on a free loopback port
 * with an empty temporary database, runs Lighthouse (mobile, simulated throttling) on every page of pages.json
 * (its path, not its aliases) in English, Hindi and Telugu (/, /hi/, /te/), or on the routes given, prints a Markdown table and writes it to
 * test-results/lighthouse.md. Exits 1 when a route misses a target (scripts/lib/lighthouse-audit.ts).
 * Each route runs N times (default 3) and every figure is the median of its runs, as Lighthouse advises:
 * the simulation scales the main-thread time it observes, so a busy machine skews a single run.
 * Measurement noise is kept out of the figures two more ways, and every run is printed so nothing is hidden:
 * - one warm-up load before the first route (not counted): a fresh Chrome pays its own start-up in it;
 * - a route below target is measured N more times and judged on the median of all 2N runs; a page that
 *   really misses a target misses it again, while one busy moment of the machine no longer fails it;
 * - the CPU slowdown is calibrated to the machine from Lighthouse's benchmark index of the last runs
 *   (calibratedCpuSlowdown): on a machine slower than the one Lighthouse's 4x is set for, a page is judged as on
 *   the same phone, not on a phone slowed twice. Every run prints its index and slowdown;
 * - each run waits (up to 30 s) for the CPUs to be mostly idle (scripts/lib/cpu-quiet.ts) and prints how busy they
 *   were and how much the host stole: the benchmark index is too short to see another machine's load.
 * Pages with "indexable": false are kept out of search engines on purpose: their SEO score, which counts that
 * against them, is shown as "n/a (noindex)" and every other SEO audit must pass.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PagesFile } from '../../content/types.ts';
import { LANGUAGES, localisePath, pathWithoutLanguage } from '../../schema/api/languages.ts';
import { buildRoutes, createResolver } from '../../content/routes.ts';
import { startServer } from '../lib/api-server-process.ts';
import { waitForQuietCpu } from '../lib/cpu-quiet.ts';
import {
  auditPage,
  calibratedCpuSlowdown,
  launchChrome,
  median,
  medianFigures,
  shortfalls,
  TARGETS,
  type AuditFigures,
} from '../lib/lighthouse-audit.ts';

const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Math.max(1, Number(process.argv[runsArg + 1]) || 1) : 3;

const OUT = 'test-results/lighthouse.md';

function row(route: string, figures: AuditFigures, problems: string[]): string {
  const cells = [
    route,
    figures.performance,
    figures.accessibility,
    figures.bestPractices,
    figures.seo ?? 'n/a (noindex)',
    figures.lcpMs,
    figures.cls,
    figures.tbtMs,
    problems.length ? `FAIL: ${problems.join('; ')}` : 'ok',
  ];
  return `| ${cells.join(' | ')} |`;
}

/** The scripts of the routes asked for that no system font covers (fontconfig; none where it is missing). */
function missingScriptFonts(paths: string[]): string[] {
  const scripts = [
    { prefix: '/hi/', lang: 'hi', name: 'Devanagari' },
    { prefix: '/te/', lang: 'te', name: 'Telugu' },
  ];
  return scripts
    .filter(({ prefix }) => paths.some((path) => path.startsWith(prefix)))
    .filter(({ lang }) => {
      try {
        return execFileSync('fc-list', [`:lang=${lang}`, 'family'], { encoding: 'utf8' }).trim() === '';
      } catch {
        return false;
      }
    })
    .map(({ name }) => name);
}

async function main(): Promise<number> {
  if (!existsSync('dist/client/_routes.json')) {
    console.error('No build in dist/client: run npm run build first.');
    return 1;
  }
  const routes = buildRoutes(JSON.parse(readFileSync('pages.json', 'utf8')) as PagesFile);
  const resolve = createResolver(routes);
  const asked = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
  const targets = asked.length
    ? asked.map((path) => ({ path, route: resolve(pathWithoutLanguage(path)).route }))
    : LANGUAGES.flatMap((language) => routes.map((route) => ({ path: localisePath(route.path, language), route })));

  const missing = missingScriptFonts(targets.map(({ path }) => path));
  if (missing.length)
    console.error(
      `No system font for ${missing.join(' or ')} on this machine: the Hindi and Telugu pages' text has nothing to stand in ` +
        'for the web font while it loads, so their CLS is not what visitors see. Install fonts-lohit-deva and ' +
        'fonts-lohit-telu (as .ci/run does).',
    );
  const dataDir = mkdtempSync(join(tmpdir(), 'lighthouse-data-'));
  const server = startServer({ DATA_DIR: dataDir, DATABASE_URL: '' });
  const chrome = await launchChrome();
  const lines: string[] = [];
  const allRuns: AuditFigures[] = [];
  const details: string[] = [];
  let failures = 0;
  try {
    const port = await server.ready;
    // The host's CPU as Lighthouse measured it in the last runs (the warm-up's first), for the calibrated slowdown.
    const recentIndexes: number[] = [];
    const slowdown = () => calibratedCpuSlowdown(median(recentIndexes.slice(-5)));
    // What the CPUs were doing just before each run (other processes, the host's steal), to print beside it.
    const quiet: string[] = [];
    const audit = async (url: string, indexable: boolean) => {
      const cpu = await waitForQuietCpu();
      quiet.push(cpu ? `${Math.round(cpu.busy * 100)}%/${Math.round(cpu.steal * 100)}%` : '?');
      const figures = await auditPage(url, chrome.port, indexable, slowdown());
      recentIndexes.push(figures.benchmarkIndex);
      return figures;
    };
    if (targets.length) await audit(`http://127.0.0.1:${port}${targets[0].path}`, targets[0].route.indexable);
    for (const { path, route } of targets) {
      const started = Date.now();
      const url = `http://127.0.0.1:${port}${path}`;
      const runs: AuditFigures[] = [];
      quiet.length = 0;
      const measure = async () => {
        for (let run = 0; run < RUNS; run++) runs.push(await audit(url, route.indexable));
      };
      await measure();
      if (shortfalls(medianFigures(runs)).length) await measure();
      allRuns.push(...runs);
      const figures = medianFigures(runs);
      const problems = shortfalls(figures);
      if (problems.length) {
        failures++;
        details.push(`- ${path}: ${figures.failing.join(', ') || 'no single audit below 90'}`);
      }
      lines.push(row(path, figures, problems));
      console.error(
        `${path}: ${problems.length ? 'below target' : 'ok'} (Performance ${runs.map((run) => run.performance).join(', ')}; TBT ${runs.map((run) => run.tbtMs).join(', ')} ms; ` +
          `CPU benchmark index ${runs.map((run) => run.benchmarkIndex).join(', ')}, slowdown ${runs.map((run) => run.cpuSlowdown).join(', ')}x; ` +
          `CPU busy/stolen before each run ${quiet.join(', ')}; load average ${loadavg()[0].toFixed(1)}; ${Math.round((Date.now() - started) / 1000)} s)`,
      );
    }
  } finally {
    await chrome.kill();
    server.child.kill('SIGTERM');
    await server.exited;
    rmSync(dataDir, { recursive: true, force: true });
  }

  const report = [
    `Lighthouse ${new Date().toISOString().slice(0, 10)}, mobile, simulated throttling, each figure the median of ${RUNS} run(s) ` +
      `(${2 * RUNS} for a route measured again after missing a target). Targets: Performance >= ${TARGETS.performance}, ` +
      `Accessibility ${TARGETS.accessibility}, Best Practices ${TARGETS.bestPractices}, SEO ${TARGETS.seo} (noindex pages: every SEO audit but crawlability), ` +
      `CLS <= ${TARGETS.cls}, TBT <= ${TARGETS.tbtMs} ms. CPU slowdown calibrated to this machine as Lighthouse advises ` +
      `(its benchmark index: 1,533 or more -> the default 4x, never more; less on a slower or busier machine): ` +
      `index ${median(allRuns.map((run) => run.benchmarkIndex))}, slowdown ${median(allRuns.map((run) => run.cpuSlowdown))}x (medians).`,
    '',
    '| route | Performance | Accessibility | Best Practices | SEO | LCP ms | CLS | TBT ms | result |',
    '|---|---|---|---|---|---|---|---|---|',
    ...lines,
    '',
    failures
      ? `${failures} of ${lines.length} route(s) below target. Audits scoring under 90:\n${details.join('\n')}`
      : `All ${lines.length} routes meet every target.`,
  ].join('\n');
  console.log(report);
  mkdirSync('test-results', { recursive: true });
  writeFileSync(OUT, `${report}\n`);
  return failures ? 1 : 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error('Lighthouse run failed:', error);
    process.exitCode = 1;
  },
);
