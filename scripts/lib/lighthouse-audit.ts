/**
 * One Lighthouse run (mobile, default simulated throttling) against a page, reduced to the figures the
 * issue sets targets for. Debian's Chromium with the flags of ../shared/browser-testing.md.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result as Lhr } from 'lighthouse';
import * as constants from 'lighthouse/core/config/constants.js';
import { CHROMIUM_PATH, chromiumFlags } from './chromium.ts';

// Islands keep these high: pages run JavaScript only where a visitor interacts, so CLS is 0 and little blocks
// (Total Blocking Time, median of 10 runs on a quiet 2-core machine, 27 Nov 2026: /JoinUs 6 ms, /ContactPage 0).
export const TARGETS = { performance: 99, accessibility: 100, bestPractices: 100, seo: 100, cls: 0, tbtMs: 50 };

export interface AuditFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  /** null for a page kept out of search engines on purpose when crawlability is its only SEO failure. */
  seo: number | null;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** Audits that did not pass, with their score, so a failing route says why. */
  failing: string[];
  /** Lighthouse's measure of this machine's CPU during the run (its `benchmarkIndex`). */
  benchmarkIndex: number;
  /** The CPU slowdown the run simulated. */
  cpuSlowdown: number;
}

/** Lighthouse's default CPU slowdown, which it calibrates for a host with a benchmark index of about 1,533. */
export const DEFAULT_CPU_SLOWDOWN = 4;

/**
 * The CPU slowdown that makes this host stand for the same mid-tier phone as Lighthouse's default 4x does on
 * the host it was calibrated for: Lighthouse's own calibration (docs/throttling.md, "Calibrating the CPU
 * slowdown", and its CPU throttling calculator: 1,533 -> 4x, 1,300 -> 3x, 800 -> 2x, 150 -> 1x). A slower or busier
 * host (a shared CI machine) gets less slowdown, so its own slowness is not counted twice; a faster host keeps
 * the default, never more, so a result is never stricter here than Lighthouse's default elsewhere.
 */
export function calibratedCpuSlowdown(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) return DEFAULT_CPU_SLOWDOWN;
  const slowdown =
    benchmarkIndex >= 1300
      ? 3 + (benchmarkIndex - 1300) / 233
      : benchmarkIndex >= 800
        ? 2 + (benchmarkIndex - 800) / 500
        : 1 + (benchmarkIndex - 150) / 650;
  return Math.round(Math.min(DEFAULT_CPU_SLOWDOWN, Math.max(1, slowdown)) * 100) / 100;
}

export async function launchChrome() {
  return chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...chromiumFlags()],
  });
}

const percent = (score: number | null | undefined) => Math.round((score ?? 0) * 100);

/**
 * The SEO score without the crawlability audit: a noindex page fails that audit by design, and every
 * other SEO audit (title, description, link texts, hreflang, ...) must still pass.
 */
function seoWithoutCrawlability(lhr: Lhr): number {
  const refs = lhr.categories.seo.auditRefs.filter((ref) => ref.id !== 'is-crawlable' && ref.weight > 0);
  const weight = refs.reduce((sum, ref) => sum + ref.weight, 0);
  return Math.round((100 * refs.reduce((sum, ref) => sum + ref.weight * (lhr.audits[ref.id].score ?? 1), 0)) / weight);
}

function failingAudits(lhr: Lhr): string[] {
  const failing = new Set<string>();
  for (const category of Object.values(lhr.categories)) {
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id];
      const scored =
        audit.scoreDisplayMode === 'binary' ||
        audit.scoreDisplayMode === 'numeric' ||
        audit.scoreDisplayMode === 'metricSavings';
      if (scored && audit.score !== null && audit.score < 0.9)
        failing.add(`${ref.id} (${audit.displayValue || percent(audit.score)})`);
    }
  }
  return [...failing];
}

export async function auditPage(
  url: string,
  port: number,
  indexable: boolean,
  cpuSlowdown = DEFAULT_CPU_SLOWDOWN,
  attempt = 1,
): Promise<AuditFigures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    throttling: { ...constants.throttling.mobileSlow4G, cpuSlowdownMultiplier: cpuSlowdown },
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  // A trace Chrome failed to record (NO_NAVSTART and the like) says nothing about the page: run again.
  if (lhr.runtimeError && attempt < 3) return auditPage(url, port, indexable, cpuSlowdown, attempt + 1);
  if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${lhr.runtimeError.message}`);
  const seoScore = percent(lhr.categories.seo.score);
  return {
    performance: percent(lhr.categories.performance.score),
    accessibility: percent(lhr.categories.accessibility.score),
    bestPractices: percent(lhr.categories['best-practices'].score),
    seo: !indexable && seoWithoutCrawlability(lhr) === 100 ? null : seoScore,
    lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue ?? 0),
    cls: Number((lhr.audits['cumulative-layout-shift'].numericValue ?? 0).toFixed(3)),
    tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue ?? 0),
    failing: failingAudits(lhr),
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    cpuSlowdown,
  };
}

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Each figure's median over several runs of one page; the failing audits of the run with the median score. */
export function medianFigures(runs: AuditFigures[]): AuditFigures {
  const of = (pick: (run: AuditFigures) => number) => median(runs.map(pick));
  const seo = runs.map((run) => run.seo).filter((score): score is number => score !== null);
  const performance = of((run) => run.performance);
  return {
    performance,
    accessibility: of((run) => run.accessibility),
    bestPractices: of((run) => run.bestPractices),
    seo: seo.length > runs.length / 2 ? median(seo) : null,
    lcpMs: of((run) => run.lcpMs),
    cls: of((run) => run.cls),
    tbtMs: of((run) => run.tbtMs),
    failing: runs.find((run) => run.performance === performance)!.failing,
    benchmarkIndex: of((run) => run.benchmarkIndex),
    cpuSlowdown: of((run) => run.cpuSlowdown),
  };
}

/** What keeps a page below target, empty when it meets every target. */
export function shortfalls(figures: AuditFigures): string[] {
  const out: string[] = [];
  if (figures.performance < TARGETS.performance)
    out.push(`Performance ${figures.performance} < ${TARGETS.performance}`);
  if (figures.accessibility < TARGETS.accessibility)
    out.push(`Accessibility ${figures.accessibility} < ${TARGETS.accessibility}`);
  if (figures.bestPractices < TARGETS.bestPractices)
    out.push(`Best Practices ${figures.bestPractices} < ${TARGETS.bestPractices}`);
  if (figures.seo !== null && figures.seo < TARGETS.seo) out.push(`SEO ${figures.seo} < ${TARGETS.seo}`);
  if (figures.cls > TARGETS.cls) out.push(`CLS ${figures.cls} > ${TARGETS.cls}`);
  if (figures.tbtMs > TARGETS.tbtMs) out.push(`TBT ${figures.tbtMs} ms > ${TARGETS.tbtMs} ms`);
  return out;
}
