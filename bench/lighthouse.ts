// The player site as a phone on a mobile network sees it (issue 14): Lighthouse's mobile preset
// (its default: a mid-range phone, 4× CPU slowdown, slow 4G) on the home page and a game list,
// served by the real server from the built site (brotli and gzip copies) on a fresh embedded
// database with the demo brand. Prints the performance score, the paint and shift figures and the
// JavaScript transferred. Issue 14's targets: performance ≥ 90 on both pages, home's JavaScript
// ≤ 150 KB compressed.
//   npm run build && npm run bench:lighthouse
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startServer } from './support/server-process.ts';

const dist = path.resolve(process.env.WEB_DIST ?? 'apps/web/dist');
if (!existsSync(path.join(dist, 'index.html'))) {
  process.stderr.write('The player site is not built: run `npm run build` first.\n');
  process.exit(1);
}
const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-lighthouse-'));
const server = await startServer('', undefined, { DATA_DIR: dataDir, SEED_DEMO: 'true', WEB_DIST: dist });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
});
const pages = [
  { label: 'home', url: `${server.address}/` },
  { label: 'game list (slots)', url: `${server.address}/electronic` },
];
try {
  // One untimed load first: the server's caches and the JIT warm up as on a live site.
  await lighthouse(pages[0]!.url, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error' });
  for (const p of pages) {
    const result = await lighthouse(p.url, {
      port: chrome.port,
      onlyCategories: ['performance'],
      logLevel: 'error',
    });
    const lhr = result!.lhr;
    const audit = (id: string) => lhr.audits[id]?.displayValue ?? 'n/a';
    const requests =
      (
        lhr.audits['network-requests']?.details as {
          items?: { resourceType?: string; transferSize?: number }[];
        }
      )?.items ?? [];
    const scriptKb =
      requests.filter((r) => r.resourceType === 'Script').reduce((sum, r) => sum + (r.transferSize ?? 0), 0) /
      1024;
    process.stdout.write(
      `${p.label}: performance ${Math.round((lhr.categories.performance?.score ?? 0) * 100)}   ` +
        `FCP ${audit('first-contentful-paint')}   LCP ${audit('largest-contentful-paint')}   ` +
        `TBT ${audit('total-blocking-time')}   CLS ${audit('cumulative-layout-shift')}   ` +
        `JavaScript ${scriptKb.toFixed(0)} KB transferred (the idle prefetch of popups and member pages included)\n`,
    );
  }
} finally {
  chrome.kill();
  server.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
