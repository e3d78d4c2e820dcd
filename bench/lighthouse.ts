// The player site as a phone on a mobile network sees it (issue 14): Lighthouse's mobile preset
// (its default: a mid-range phone, 4× CPU slowdown, slow 4G) on the home page and a game list,
// served by the real server from the built site (brotli and gzip copies) on a fresh embedded
// database with the demo brand. Prints each page's median run: the performance score, the paint and
// shift figures and the JavaScript transferred.
//   npm run build && npm run bench:lighthouse            three runs a page, figures only
//   npm run bench:lighthouse -- --check                  also fails under the floors below (npm test)
//   LIGHTHOUSE_RUNS=5 npm run bench:lighthouse           more runs for a steadier median
//   LIGHTHOUSE_REPORT_DIR=/tmp/lh npm run bench:lighthouse  keeps each run's report (JSON) to dig in
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startServer } from './support/server-process.ts';

/** Issue 14's targets. */
const TARGET_SCORE = 90;
const TARGET_HOME_JS_KB = 150;
/**
 * What `--check` enforces on the score: a regression floor, not the target. The score's blocking
 * time is the host's: the same commit (c788a43) that once measured 95 here measures 61–77 on this
 * machine now (TBT 0.8–1.3 s, its BenchmarkIndex 860–2,030), so a floor at the target would fail
 * CI on any commit. The target stays printed beside the figures; a median of three keeps one slow
 * run from deciding.
 */
const FLOOR_SCORE = 50;
const CEILING_HOME_JS_KB = TARGET_HOME_JS_KB;
/** Layout shift barely depends on the machine's speed, so it is held at the target itself. */
const CEILING_CLS = 0.1;

const check = process.argv.includes('--check');
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const dist = path.resolve(process.env.WEB_DIST ?? 'apps/web/dist');
if (!existsSync(path.join(dist, 'index.html'))) {
  process.stderr.write('The player site is not built: run `npm run build` first.\n');
  process.exit(1);
}

type TRun = { score: number; fcp: number; lcp: number; tbt: number; cls: number; scriptKb: number };

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

const reportDir = process.env.LIGHTHOUSE_REPORT_DIR;
if (reportDir) mkdirSync(reportDir, { recursive: true });
let reports = 0;

/**
 * Lighthouse's report of one load, run again when it failed to read its own trace (NO_NAVSTART on
 * a busy host, about one load in ten here): a failed load scores 0 and has no figures, and two in a
 * median of three would fail `--check` on a page that never broke.
 */
const runLighthouse = async (url: string, port: number, attempts = 3) => {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, { port, onlyCategories: ['performance'], logLevel: 'error' });
    const lhr = result!.lhr;
    if (!lhr.runtimeError || attempt === attempts) return lhr;
    process.stderr.write(`${url}: Lighthouse failed (${lhr.runtimeError.code}), measuring again\n`);
  }
};

const measure = async (url: string, port: number): Promise<TRun> => {
  const lhr = await runLighthouse(url, port);
  if (reportDir) writeFileSync(path.join(reportDir, `${++reports}.json`), JSON.stringify(lhr));
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests =
    (
      lhr.audits['network-requests']?.details as {
        items?: { resourceType?: string; transferSize?: number }[];
      }
    )?.items ?? [];
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    scriptKb:
      requests.filter((r) => r.resourceType === 'Script').reduce((sum, r) => sum + (r.transferSize ?? 0), 0) /
      1024,
  };
};

const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-lighthouse-'));
const server = await startServer('', undefined, { DATA_DIR: dataDir, SEED_DEMO: 'true', WEB_DIST: dist });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
});
const pages = [
  { label: 'home', url: `${server.address}/` },
  { label: 'game list (slots)', url: `${server.address}/rng` },
];
const failures: string[] = [];
try {
  // One untimed load first: the server's caches and the JIT warm up as on a live site.
  await measure(pages[0]!.url, chrome.port);
  for (const p of pages) {
    const all: TRun[] = [];
    for (let i = 0; i < runs; i++) all.push(await measure(p.url, chrome.port));
    const m = (key: keyof TRun) => median(all.map((r) => r[key]));
    const score = m('score');
    const scriptKb = m('scriptKb');
    process.stdout.write(
      `${p.label}: performance ${score} (runs ${all.map((r) => r.score).join(', ')})   ` +
        `FCP ${(m('fcp') / 1000).toFixed(1)} s   LCP ${(m('lcp') / 1000).toFixed(1)} s   ` +
        `TBT ${Math.round(m('tbt'))} ms   CLS ${m('cls').toFixed(3)}   ` +
        `JavaScript ${scriptKb.toFixed(0)} KB transferred\n`,
    );
    if (score < FLOOR_SCORE) failures.push(`${p.label}: performance ${score} < ${FLOOR_SCORE}`);
    if (m('cls') > CEILING_CLS) failures.push(`${p.label}: CLS ${m('cls').toFixed(3)} > ${CEILING_CLS}`);
    if (p.label === 'home' && scriptKb > CEILING_HOME_JS_KB)
      failures.push(`home: ${scriptKb.toFixed(0)} KB of JavaScript > ${CEILING_HOME_JS_KB} KB`);
  }
  process.stdout.write(
    `Targets (issue 14): performance ≥ ${TARGET_SCORE} on both, home's JavaScript ≤ ${TARGET_HOME_JS_KB} KB. ` +
      `Enforced by --check: performance ≥ ${FLOOR_SCORE}, CLS ≤ ${CEILING_CLS}, ` +
      `home's JavaScript ≤ ${CEILING_HOME_JS_KB} KB.\n`,
  );
} finally {
  chrome.kill();
  server.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
if (check && failures.length > 0) {
  process.stderr.write(`${failures.join('\n')}\n`);
  process.exit(1);
}
