// @ts-check
import { mutateGlobs } from './tools/mutation/modules.ts';

// two people running Stryker in one checkout at once give each run its own reports (and incremental file)
const reports = process.env.MUTATION_REPORT_DIR ?? 'reports/mutation';

/**
 * Mutation testing of the pure modules (issue 24): `npm run test:mutation`, or one file with
 * `npx stryker run --mutate <file>`. The modules and their tests are listed in tools/mutation/modules.ts.
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'tools/mutation/vitest.config.ts' },
  mutate: mutateGlobs(),
  coverageAnalysis: 'perTest',
  // the machine's two cores are shared: one Vitest worker per core at most
  concurrency: 2,
  // only changed mutants and tests run again; the file is git-ignored
  incremental: true,
  incrementalFile: `${reports}/stryker-incremental.json`,
  reporters: ['progress', 'json', 'html'],
  jsonReporter: { fileName: `${reports}/mutation.json` },
  htmlReporter: { fileName: `${reports}/mutation.html` },
  // the sandbox copies the repository (node_modules are linked, not copied): leave out what no mutated
  // module's unit test loads, so the copy stays a few megabytes
  ignorePatterns: [
    '/apps/web',
    '/apps/admin',
    '/apps/house-web',
    '/apps/vendor-sim',
    '/apps/server/migrations',
    '/e2e',
    '/bench',
    '/reports',
    '/data',
    '/.data-*',
    '/test-results',
    '/playwright-report',
    '/screenshots',
  ],
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
