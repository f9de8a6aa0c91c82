// The contract between `npm run test:fault` (scripts/fault-test.ts) and each scenario file in
// this folder: a scenario's file default-exports a Scenario; the runner prints one row per result.
export interface ScenarioResult {
  sent: number;
  acknowledged: number;
  stored: number;
  duplicated: number;
  lost: number;
  slowestMs: number;
  stacksInLog: number;
  skipped?: string;
  notes?: string[];
}

export interface Scenario {
  name: string;
  run: () => Promise<ScenarioResult>;
}
