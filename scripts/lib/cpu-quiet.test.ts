// @vitest-environment node
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { cpuBusy } from './cpu-quiet.ts';

describe.runIf(process.platform === 'linux')('how busy the CPUs are', () => {
  it('counts another thread spinning on a CPU as busy, as a share between 0 and 1', async () => {
    const spinner = new Worker('const end = Date.now() + 1500; while (Date.now() < end) {}', { eval: true });
    try {
      const reading = await cpuBusy(1000);
      expect(reading?.busy).toBeGreaterThan(0.3);
      expect(reading?.busy).toBeLessThanOrEqual(1);
      expect(reading?.steal).toBeGreaterThanOrEqual(0);
    } finally {
      await spinner.terminate();
    }
  });
});
