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
