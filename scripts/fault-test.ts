/**
 * npm run test:fault [-- NAME ...]
 * Runs every scenario in scripts/fault/ (each file default-exports a Scenario, see
 * fault/types.ts), one after another, or only those whose file name contains a NAME. Prints one
 * table and exits 1 if a scenario lost or duplicated a submission, had a request slower than 2 s,
 * printed a stack, or failed outright. A skipped scenario (the machine cannot stage its fault)
 * says why and does not fail the run.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Scenario, ScenarioResult } from './fault/types.ts';

const FAULT_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fault');
const SLOW_MS = 2000;

async function loadScenarios(only: string[]): Promise<Array<{ file: string; scenario: Scenario }>> {
  const files = (await readdir(FAULT_DIR, { withFileTypes: true }))
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && entry.name !== 'types.ts')
    .filter((entry) => !entry.name.endsWith('.test.ts'))
    .map((entry) => entry.name)
    .filter((name) => only.length === 0 || only.some((part) => name.includes(part)))
    .sort();
  const scenarios = [];
  for (const file of files) {
    const module = (await import(pathToFileURL(path.join(FAULT_DIR, file)).href)) as { default?: Scenario };
    if (typeof module.default?.run !== 'function') throw new Error(`scripts/fault/${file} has no default Scenario.`);
    scenarios.push({ file, scenario: module.default });
  }
  return scenarios;
}

/** Why a result fails the run; empty when it passes. */
function problems(result: ScenarioResult): string[] {
  if (result.skipped) return [];
  const found: string[] = [];
  if (result.lost > 0) found.push(`${result.lost} lost`);
  if (result.duplicated > 0) found.push(`${result.duplicated} duplicated`);
  if (result.slowestMs > SLOW_MS) found.push(`a request took ${result.slowestMs} ms`);
  if (result.stacksInLog > 0) found.push(`${result.stacksInLog} stacks in the log`);
  if (result.acknowledged === 0) found.push('nothing was acknowledged');
  return found;
}

async function main(): Promise<number> {
  const scenarios = await loadScenarios(process.argv.slice(2));
  const rows: Record<string, string | number>[] = [];
  let failed = false;
  for (const { file, scenario } of scenarios) {
    console.error(`${scenario.name} (${file})...`);
    let result: ScenarioResult;
    let note: string;
    try {
      result = await scenario.run();
      const found = problems(result);
      failed ||= found.length > 0;
      note = [
        result.skipped ? `skipped: ${result.skipped}` : '',
        ...found.map((p) => `FAIL ${p}`),
        ...(result.notes ?? []),
      ]
        .filter(Boolean)
        .join('; ');
    } catch (error) {
      failed = true;
      result = { sent: 0, acknowledged: 0, stored: 0, duplicated: 0, lost: 0, slowestMs: 0, stacksInLog: 0 };
      note = `FAIL ${error instanceof Error ? error.message : String(error)}`;
    }
    rows.push({
      scenario: scenario.name,
      sent: result.sent,
      acknowledged: result.acknowledged,
      stored: result.stored,
      duplicated: result.duplicated,
      lost: result.lost,
      'slowest ms': result.slowestMs,
      'stacks in log': result.stacksInLog,
      note,
    });
  }
  console.table(rows);
  console.error(failed ? 'FAIL: see the notes above.' : 'OK: nothing lost or duplicated, no hang, no stack.');
  return failed ? 1 : 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
