// What a step of the content format is (content/migrations/index.ts lists the steps).

/** One step of the content format: upgrades a pages file from version `from` to version `to`. */
export interface Migration {
  from: number;
  to: number;
  /** What changes, in a few words; printed by npm run pages:migrate. */
  summary: string;
  up(data: Record<string, unknown>): Record<string, unknown>;
}
