/**
 * Prints the mutation score of each module from Stryker's JSON report, lists every mutant that
 * survived, and exits non-zero when a gated module scores under MIN_SCORE (issue 24's "Done when").
 *   tsx tools/mutation/scores.ts [report.json] [--partial]
 * The report defaults to $MUTATION_REPORT_DIR/mutation.json (reports/mutation/ when unset), as in stryker.config.mjs.
 * --partial: modules absent from the report (a run with --mutate <file>) are not failures.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MIN_SCORE, MUTATION_MODULES, moduleOf } from './modules.ts';
import { scoreOf, type TMutantStatus, type TTally } from './score.ts';

type TReport = {
  files: Record<
    string,
    {
      mutants: {
        status: TMutantStatus;
        mutatorName: string;
        replacement?: string;
        location: { start: { line: number; column: number } };
      }[];
    }
  >;
};

const root = fileURLToPath(new URL('../..', import.meta.url));
const args = process.argv.slice(2);
const partial = args.includes('--partial');
const reportPath = path.resolve(
  root,
  args.find((arg) => !arg.startsWith('--')) ??
    `${process.env.MUTATION_REPORT_DIR ?? 'reports/mutation'}/mutation.json`,
);
const report = JSON.parse(readFileSync(reportPath, 'utf8')) as TReport;

const tallies = new Map<string, TTally>();
const survivors: string[] = [];
for (const [file, { mutants }] of Object.entries(report.files)) {
  const relative = path.isAbsolute(file) ? path.relative(root, file) : file;
  const module = moduleOf(relative.split(path.sep).join('/'));
  if (!module) continue;
  const tally = tallies.get(module.name) ?? {};
  for (const mutant of mutants) {
    tally[mutant.status] = (tally[mutant.status] ?? 0) + 1;
    if (mutant.status === 'Survived' || mutant.status === 'NoCoverage') {
      const { line, column } = mutant.location.start;
      const replacement = (mutant.replacement ?? '').replace(/\s+/g, ' ').slice(0, 80);
      survivors.push(
        `${relative}:${line}:${column}  ${mutant.status}  ${mutant.mutatorName}  → ${replacement}`,
      );
    }
  }
  tallies.set(module.name, tally);
}

let failed = false;
const rows = MUTATION_MODULES.map((module) => {
  const tally = tallies.get(module.name);
  const score = tally ? scoreOf(tally) : undefined;
  const low = module.gated && (score === undefined ? !partial : score.score < MIN_SCORE);
  if (low) failed = true;
  return {
    module: module.name,
    score: score ? `${score.score.toFixed(1)} %` : 'not measured',
    killed: score?.detected ?? '',
    survived: score?.undetected ?? '',
    gate: !module.gated || (partial && !score) ? '—' : low ? `FAIL (< ${MIN_SCORE} %)` : 'ok',
  };
});
console.table(rows);
if (survivors.length > 0)
  console.log(`Surviving mutants (${survivors.length}):\n  ${survivors.join('\n  ')}`);
if (!process.env.REDIS_URL)
  console.warn('REDIS_URL is not set: the limiter was measured without its Redis tests.');
if (failed) {
  console.error(`A gated module is under ${MIN_SCORE} % or was not measured.`);
  process.exitCode = 1;
}
