// `npm test`: unit and API tests (API tests on PGlite, and on PostgreSQL when DATABASE_URL is set),
// the bank and crash tests (PostgreSQL only), the Playwright journeys against a server it starts,
// then Lighthouse on the site that server built. Ends with one "N passed, N failed" line.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, 'test-results');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

/** Each suite's wall time, printed at the end so CI shows where its minutes go. */
const timings = [];
const run = (cmd, args, env = process.env, label = args.join(' ')) => {
  const started = Date.now();
  const status = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env }).status ?? 1;
  timings.push(`${label}: ${((Date.now() - started) / 1000).toFixed(0)} s${status === 0 ? '' : ' (failed)'}`);
  return status;
};

const tally = { passed: 0, failed: 0, skipped: 0 };

const vitestJson = path.join(out, 'vitest.json');
const vitestStatus = run(
  'npx',
  ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`],
  process.env,
  'vitest (unit, web, admin, API on PGlite and PostgreSQL)',
);
/** The slowest test files, printed with the suite times: where to look first when CI grows. */
let slowestFiles = [];
if (existsSync(vitestJson)) {
  const r = JSON.parse(readFileSync(vitestJson, 'utf8'));
  tally.passed += r.numPassedTests;
  tally.failed += r.numFailedTests;
  tally.skipped += r.numPendingTests + r.numTodoTests;
  slowestFiles = r.testResults
    .map((f) => [f.endTime - f.startTime, path.relative(root, f.name)])
    .sort((a, b) => b[0] - a[0])
    .slice(0, 15)
    .map(([ms, file]) => `${(ms / 1000).toFixed(1)} s  ${file}`);
} else if (vitestStatus !== 0) tally.failed += 1;

// A sample of bench:games: every single-player house engine's bet lines over 100,000 rounds each,
// each empirical RTP within 4 standard errors of the declared one.
const gamesStatus = run('npx', ['tsx', 'bench/games.ts', '--check'], process.env, 'house games RTP sample');
if (gamesStatus === 0) tally.passed += 1;
else tally.failed += 1;

// Real server processes on PostgreSQL: the ledger's bank and crash tests under load, the agent
// network's settlement on three processes, the chat room's fan-out, a lottery draw's settlement and
// the live tables' rounds.
let bankStatus = 0;
if (process.env.DATABASE_URL) {
  const suites = [
    [['bench/bank.ts'], 'bank test'],
    [['bench/bank.ts', '--crash'], 'crash test'],
    // three server processes settling the agent network's contracts through a simulated week
    [['bench/agents-week.ts'], 'agents week (three processes)'],
    // a sample of bench:chat (5,000 sockets): the room's fan-out still meets its p99 target
    [
      ['bench/chat.ts', '--check'],
      'chat fan-out (1,000 sockets)',
      { CHAT_CLIENTS: '1000', CHAT_MESSAGES: '10' },
    ],
    // a sample of bench:lottery: a draw of 20,000 tickets settles once, as the engine says, in
    // batched statements, the ledger verifying
    [['bench/lottery.ts', '--check'], 'lottery draw (20,000 tickets)'],
    // a sample of bench:tables: 200 players at 10 live tables, every bet taken and paid once
    [['bench/tables.ts', '--check'], 'live tables (200 players)'],
  ];
  for (const [args, name, env = {}] of suites) {
    const status = run('npx', ['tsx', ...args], { ...process.env, ...env }, name);
    if (status === 0) tally.passed += 1;
    else {
      tally.failed += 1;
      bankStatus = 1;
    }
  }
}

let e2eStatus = 0;
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(chromium)) {
  const pwJson = path.join(out, 'playwright.json');
  // The journeys' server runs on its own fresh embedded database with in-process limits: a shared
  // PostgreSQL or Redis would carry one run's accounts and counters into the next.
  const { DATABASE_URL: _db, REDIS_URL: _redis, ...e2eEnv } = process.env;
  e2eStatus = run(
    'npx',
    ['playwright', 'test'],
    { ...e2eEnv, PLAYWRIGHT_JSON_OUTPUT_NAME: pwJson },
    'browser journeys (Playwright)',
  );
  if (existsSync(pwJson)) {
    const s = JSON.parse(readFileSync(pwJson, 'utf8')).stats;
    tally.passed += s.expected + s.flaky;
    tally.failed += s.unexpected;
    tally.skipped += s.skipped;
  } else if (e2eStatus !== 0) tally.failed += 1;
  // The player site's JavaScript per route against its budget (issue 14), on the journeys' build.
  const budget = run('npx', ['tsx', 'bench/bundle-budget.ts', '--check'], e2eEnv, 'bundle budgets');
  if (budget === 0) tally.passed += 1;
  else {
    tally.failed += 1;
    e2eStatus = 1;
  }
  // The player site as a phone sees it (issue 14): Lighthouse's mobile preset on home and a game
  // list, on the site the journeys' server built, after them so nothing else shares the CPU.
  const speed = run(
    'npx',
    ['tsx', 'bench/lighthouse.ts', '--check'],
    e2eEnv,
    'player site speed (Lighthouse)',
  );
  if (speed === 0) tally.passed += 1;
  else {
    tally.failed += 1;
    e2eStatus = 1;
  }
} else if (process.env.CI) {
  process.stderr.write(`No Chromium at ${chromium}: the browser journeys cannot run.\n`);
  e2eStatus = 1;
  tally.failed += 1;
} else {
  process.stdout.write(
    `\nNo Chromium at ${chromium}; browser journeys skipped (apt-get install chromium to run them).\n`,
  );
}

process.stdout.write(`\nSuite times:\n${timings.map((t) => `  ${t}`).join('\n')}\n`);
if (slowestFiles.length)
  process.stdout.write(
    `\nSlowest test files (each project counts apart):\n${slowestFiles.map((f) => `  ${f}`).join('\n')}\n`,
  );
process.stdout.write(`\n${tally.passed} passed, ${tally.failed} failed, ${tally.skipped} skipped\n`);
process.exit(vitestStatus !== 0 || gamesStatus !== 0 || bankStatus !== 0 || e2eStatus !== 0 ? 1 : 0);
