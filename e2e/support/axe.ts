import { createRequire } from 'node:module';
import { expect, test, type Page } from '@playwright/test';

const AXE_PATH = createRequire(import.meta.url).resolve('axe-core');
/** WCAG 2.0–2.2 A and AA, plus axe's best practices (landmarks, one h1, heading order, dialog names). */
const RUN_ONLY = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

type TViolation = {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
};

/**
 * Runs axe-core on the page as it stands and fails listing each serious or critical violation: its
 * rule, what it asks for, and the first elements it found. axe goes in as a script tag: the test
 * needs `bypassCSP` (the sites' Content-Security-Policy would refuse it).
 */
export async function expectNoSeriousViolations(page: Page, what: string) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_PATH });
  const violations = await page.evaluate(
    (runOnly) =>
      (
        window as unknown as {
          axe: { run: (c: Document, o: object) => Promise<{ violations: TViolation[] }> };
        }
      ).axe
        .run(document, { runOnly, resultTypes: ['violations'] })
        .then((r) =>
          r.violations.map((v) => ({
            id: v.id,
            impact: v.impact,
            help: v.help,
            nodes: v.nodes.map((n) => ({ target: n.target, summary: n.failureSummary })),
          })),
        ),
    RUN_ONLY,
  );
  await test
    .info()
    .attach(`axe ${what}`, { body: JSON.stringify(violations, null, 1), contentType: 'application/json' });
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious.map(
    (v) =>
      `${v.impact} ${v.id}: ${v.help} (${v.nodes.length}×) ` +
      v.nodes
        .slice(0, 3)
        .map((n) => JSON.stringify(n.target))
        .join(' '),
  );
  expect.soft(report, `axe on ${what}`).toEqual([]);
}
