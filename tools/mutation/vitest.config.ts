import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { testExcludes, testIncludes } from './modules.ts';

/**
 * The Vitest config Stryker runs (stryker.config.mjs): only the unit tests of the mutated modules, as
 * one plain project, so a mutant never waits on the DB-backed API projects or the browser apps.
 * MUTATION_TESTS (comma-separated globs) narrows the tests for a run over one module: a static mutant
 * (a top-level table) runs every test, and all of house-games' take ~15 s a mutant where one engine's
 * take a second.
 */
const narrowed = process.env.MUTATION_TESTS?.split(',').filter(Boolean);

export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    name: 'mutation',
    include: narrowed?.length ? narrowed : testIncludes(),
    exclude: ['**/node_modules/**', ...testExcludes()],
  },
});
