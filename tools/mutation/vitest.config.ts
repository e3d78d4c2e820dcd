import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { testExcludes, testIncludes } from './modules.ts';

/**
 * The Vitest config Stryker runs (stryker.config.mjs): only the unit tests of the mutated modules, as
 * one plain project, so a mutant never waits on the DB-backed API projects or the browser apps.
 */
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    name: 'mutation',
    include: testIncludes(),
    exclude: ['**/node_modules/**', ...testExcludes()],
  },
});
