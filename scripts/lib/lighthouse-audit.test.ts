import { describe, expect, it } from 'vitest';
import { calibratedCpuSlowdown, DEFAULT_CPU_SLOWDOWN } from './lighthouse-audit.ts';

describe('the CPU slowdown calibrated to the machine', () => {
  it("follows Lighthouse's calculator where a machine is slower than the one its 4x is set for", () => {
    expect(calibratedCpuSlowdown(1300)).toBe(3);
    expect(calibratedCpuSlowdown(1050)).toBe(2.5);
    expect(calibratedCpuSlowdown(800)).toBe(2);
    expect(calibratedCpuSlowdown(475)).toBe(1.5);
  });

  it('keeps the default 4x on a faster machine, never more, and never less than 1x', () => {
    expect(calibratedCpuSlowdown(1533)).toBe(DEFAULT_CPU_SLOWDOWN);
    expect(calibratedCpuSlowdown(3500)).toBe(DEFAULT_CPU_SLOWDOWN);
    expect(calibratedCpuSlowdown(60)).toBe(1);
  });

  it('keeps the default when no index was measured', () => {
    expect(calibratedCpuSlowdown(Number.NaN)).toBe(DEFAULT_CPU_SLOWDOWN);
    expect(calibratedCpuSlowdown(0)).toBe(DEFAULT_CPU_SLOWDOWN);
  });
});
