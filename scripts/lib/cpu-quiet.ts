// How busy this machine's CPUs are with work that is not the page being measured: other processes, and the
// time the host gave to other machines (steal), read from /proc/stat. Linux only; elsewhere it reports nothing.
import { existsSync, readFileSync } from 'node:fs';

interface CpuTimes {
  busy: number;
  steal: number;
  total: number;
}

function cpuTimes(): CpuTimes | undefined {
  if (!existsSync('/proc/stat')) return undefined;
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  const [user, nice, system, idle, iowait, irq, softirq, steal = 0] = fields;
  return {
    busy: user + nice + system + irq + softirq + steal,
    steal,
    total: user + nice + system + idle + iowait + irq + softirq + steal,
  };
}

/** The share of CPU time (0-1) spent busy, and stolen by the host, over `ms`; undefined off Linux. */
export async function cpuBusy(ms = 1000): Promise<{ busy: number; steal: number } | undefined> {
  const before = cpuTimes();
  await new Promise((resolve) => setTimeout(resolve, ms));
  const after = cpuTimes();
  if (!before || !after || after.total === before.total) return undefined;
  const total = after.total - before.total;
  return { busy: (after.busy - before.busy) / total, steal: (after.steal - before.steal) / total };
}

/**
 * Waits, up to `maxMs`, until the CPUs are mostly idle (under `limit` busy over a second) before a measurement
 * that a busy machine would skew; returns the last reading, so the caller can print what the run was measured on.
 */
export async function waitForQuietCpu(
  limit = 0.3,
  maxMs = 30_000,
): Promise<{ busy: number; steal: number } | undefined> {
  const deadline = Date.now() + maxMs;
  for (;;) {
    const reading = await cpuBusy();
    if (!reading || reading.busy < limit || Date.now() >= deadline) return reading;
  }
}
