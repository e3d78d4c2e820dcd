import { defineConfig } from 'vitest/config';
import type { TestProjectConfiguration } from 'vitest/config';

/** Server tests that need a database run once per database: always PGlite, PostgreSQL when DATABASE_URL is set. */
const serverDbProject = (db: 'pglite' | 'postgres'): TestProjectConfiguration => ({
  test: {
    name: `api-${db}`,
    include: ['apps/server/src/**/*.test.ts'],
    exclude: ['**/*.unit.test.ts'],
    env: { TEST_DB: db },
    // Builds the run's migrated and seeded databases once; each file copies them.
    globalSetup: ['apps/server/test/database-templates.ts'],
    // The files share their worker process: the server's modules are evaluated once, not once per
    // file in a new process each (on PostgreSQL 297 s became 191 s). Each file builds its own app
    // on its own database and closes both; the server keeps no state in its modules beyond caches
    // keyed by database handle, and these files mock nothing.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/**/*.test.ts',
            'tools/**/*.test.ts',
            'e2e/support/**/*.test.ts',
            'apps/server/src/**/*.unit.test.ts',
            'apps/vendor-sim/src/**/*.test.ts',
            'apps/odds-feed/src/**/*.test.ts',
            'apps/house-web/src/**/*.test.ts',
          ],
        },
      },
      'apps/web',
      'apps/admin',
      serverDbProject('pglite'),
      ...(process.env.DATABASE_URL ? [serverDbProject('postgres')] : []),
    ],
  },
});
