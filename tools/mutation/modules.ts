import path from 'node:path';

/**
 * The modules under mutation testing (issue 24): which source files Stryker mutates, which unit tests
 * hold them, and which of them must score at least MIN_SCORE. One list feeds the Stryker config, its
 * Vitest config and the score table, so a module added here is mutated, tested and reported at once.
 * Plain erasable TypeScript: Node loads it directly (stryker.config.mjs, scores.ts) without a loader.
 */
export type TMutationModule = {
  name: string;
  /** source globs, relative to the repository root */
  mutate: string[];
  /** unit test globs that exercise the module */
  tests: string[];
  /** the "Done when": under MIN_SCORE fails the run */
  gated: boolean;
};

export const MIN_SCORE = 90;

/** The house engines of issue 19 and the sportsbook of issue 20, each a folder of packages/house-games/src. */
const HOUSE_ENGINES = [
  'baccarat',
  'roulette',
  'keno',
  'bingo',
  'crash',
  'fish',
  'holdem',
  'niuniu',
  'sportsbook',
];
/** Tests and their fixtures (stacked decks, sample sheets) are not mutated. */
const HOUSE_NOT_MUTATED = [
  '!packages/house-games/src/**/*.test.ts',
  '!packages/house-games/src/**/*.test-data.ts',
];
/**
 * The RTP simulations (the slot's million rounds, each engine's seeded sweep) are left out: they take
 * seconds per run uninstrumented and the exact RTP tests (exact-rtp.test.ts) pin the same figures by
 * enumeration, so they kill the same mutants.
 */
const HOUSE_NOT_RUN = ['!packages/house-games/src/**/rtp-simulation.test.ts'];

export const MUTATION_MODULES: TMutationModule[] = [
  {
    name: 'ledger rules',
    mutate: ['apps/server/src/modules/ledger/ledger-rules.ts'],
    tests: ['apps/server/src/modules/ledger/ledger-rules.unit.test.ts'],
    gated: true,
  },
  {
    name: 'money',
    mutate: ['packages/contracts/src/money.ts'],
    tests: ['packages/contracts/src/money.unit.test.ts'],
    gated: true,
  },
  {
    name: 'contracts patterns',
    mutate: ['packages/contracts/src/patterns.ts'],
    tests: ['packages/contracts/src/patterns.test.ts'],
    gated: false,
  },
  {
    name: 'zoned time',
    mutate: ['apps/server/src/lib/zoned-time.ts'],
    tests: ['apps/server/src/lib/zoned-time.unit.test.ts'],
    gated: true,
  },
  {
    name: 'limiter',
    mutate: ['apps/server/src/lib/limiter.ts'],
    tests: ['apps/server/src/lib/limiter.unit.test.ts'],
    gated: true,
  },
  {
    name: 'password',
    mutate: ['apps/server/src/lib/password.ts'],
    tests: ['apps/server/src/lib/password.unit.test.ts'],
    gated: true,
  },
  {
    name: 'password rules',
    // the brand's rule itself (bounds, charsets, lengths) lives in contracts, shared with the sites
    mutate: ['apps/server/src/modules/identity/password-rules.ts', 'packages/contracts/src/password-rule.ts'],
    tests: [
      'apps/server/src/modules/identity/password-rules.unit.test.ts',
      'packages/contracts/src/password-rule.unit.test.ts',
    ],
    gated: true,
  },
  {
    name: 'group commit',
    mutate: ['apps/server/src/lib/group-commit.ts'],
    tests: ['apps/server/src/lib/group-commit.unit.test.ts'],
    gated: true,
  },
  // the slot, the lotteries and the provably fair stream every house engine reads
  {
    name: 'house-games slot & lottery',
    mutate: [
      'packages/house-games/src/**/*.ts',
      ...HOUSE_ENGINES.map((engine) => `!packages/house-games/src/${engine}/**`),
      ...HOUSE_NOT_MUTATED,
    ],
    tests: ['packages/house-games/src/**/*.test.ts', ...HOUSE_NOT_RUN],
    gated: true,
  },
  // then the house engines, one row each (issue 19): Stryker reads the mutate globs in order, a `!`
  // unmarking what came before, so the rows that add an engine's folder back come after the one above
  ...HOUSE_ENGINES.map((engine): TMutationModule => ({
    name: `house-games ${engine}`,
    mutate: [`packages/house-games/src/${engine}/**/*.ts`, ...HOUSE_NOT_MUTATED],
    tests: [`packages/house-games/src/${engine}/**/*.test.ts`, ...HOUSE_NOT_RUN],
    gated: true,
  })),
  {
    name: 'live table rules',
    mutate: ['apps/server/src/modules/tables/table-games.ts'],
    tests: ['apps/server/src/modules/tables/table-games.unit.test.ts'],
    gated: true,
  },
  {
    name: 'lottery draw times',
    mutate: ['apps/server/src/modules/lottery/draw-times.ts'],
    tests: ['apps/server/src/modules/lottery/draw-times.unit.test.ts'],
    gated: true,
  },
];

const positive = (globs: string[]) => globs.filter((glob) => !glob.startsWith('!'));
const negative = (globs: string[]) =>
  globs.filter((glob) => glob.startsWith('!')).map((glob) => glob.slice(1));

export const mutateGlobs = (): string[] => MUTATION_MODULES.flatMap((module) => module.mutate);
export const testIncludes = (): string[] => MUTATION_MODULES.flatMap((module) => positive(module.tests));
export const testExcludes = (): string[] => MUTATION_MODULES.flatMap((module) => negative(module.tests));

/** Which module a mutated file (path relative to the repository root) belongs to. */
export const moduleOf = (file: string): TMutationModule | undefined =>
  MUTATION_MODULES.find(
    (module) =>
      positive(module.mutate).some((glob) => path.matchesGlob(file, glob)) &&
      !negative(module.mutate).some((glob) => path.matchesGlob(file, glob)),
  );
