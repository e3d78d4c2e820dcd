import { BOOTSTRAP_COMMAND, countOperators } from './commands/bootstrap-owner.ts';
import { exitOnProblems, loadEnv, productionProblems } from './config/env.ts';
import { findOperatorsWithDemoPasswords } from './config/demo-operator-passwords.ts';
import { openDatabase } from './db/client.ts';
import { buildApp } from './app.ts';
import { seedDemo } from './seed/demo.ts';
import { catchUpDemoSettlements, seedDemoAgents } from './seed/demo-agents.ts';
import { DEMO_BRANDS } from './seed/demo-brands.ts';
import { DEMO_LOGINS } from './seed/demo-members.ts';
import { DEMO_OPERATORS, DEMO_OPERATOR_TOTP_SECRET } from './seed/demo-operators.ts';

/**
 * Reads config, opens and migrates the database, seeds the demo when asked, then serves. In
 * production it refuses to start (a readable list, exit 1) on a development default: in the
 * environment first, then an operator who still has a demo password. A database without any
 * operator gets one line naming the bootstrap command; demo logins are printed in development only.
 */
const env = loadEnv();
const refusal = 'Refusing to start in production (NODE_ENV=production) on development defaults';
exitOnProblems(refusal, productionProblems(process.env));
const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
await database.migrate();
if (env.NODE_ENV === 'production') {
  const operators = await findOperatorsWithDemoPasswords(database.db);
  if (operators.length > 0) await database.close();
  exitOnProblems(
    refusal,
    operators.map(
      (name) => `operator ${name}: still has a demo password; change it (or remove the operator) first`,
    ),
  );
}
const app = await buildApp({ env, database });
app.log.info({ database: database.kind }, 'database ready');

if (env.SEED_DEMO) {
  const created = await seedDemo(database.db);
  if (created.length) {
    app.log.info({ brands: created }, 'demo brands seeded');
    // The agent tree, its contracts and its bets, then the catch-up that pays their past periods.
    const agents = await seedDemoAgents(database.db, { now: new Date() });
    const settled = await catchUpDemoSettlements(database.db, { now: new Date() });
    app.log.info({ ...agents, ...settled }, 'demo agent tree seeded and its past periods settled');
  }
}
if ((await countOperators(database.db)) === 0)
  process.stdout.write(
    `No back-office operator yet: create the first owner with \`${BOOTSTRAP_COMMAND}\`` +
      `${database.kind === 'pglite' ? ' while this server is stopped (the embedded database serves one process)' : ''}.\n`,
  );

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down: draining requests');
  const force = setTimeout(() => process.exit(1), 15_000).unref();
  try {
    await app.close();
    await database.close();
  } finally {
    clearTimeout(force);
    process.exit(0);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ host: env.HOST, port: env.PORT });
// The demo's logins are published anyway, but are printed only where they belong: development.
if (env.SEED_DEMO && env.NODE_ENV === 'development') {
  const port = env.PORT;
  const lines = DEMO_BRANDS.map(
    (b) =>
      `  ${b.name.padEnd(12)} http://${b.domains[0]}:${port}  (default language ${b.defaultLanguage}, merchant ${b.code})`,
  );
  process.stdout.write(
    `\nOpenLobby is running (${database.kind}).\nDemo brands:\n${lines.join('\n')}\n` +
      `API docs: http://localhost:${port}/docs\n` +
      `Demo logins (every brand):\n${DEMO_LOGINS.map((l) => `  ${l.account.padEnd(8)} ${l.password.padEnd(10)} ${l.what}`).join('\n')}\n` +
      `Back office: http://localhost:${port}/admin/  (authenticator secret for owner and finance: ${DEMO_OPERATOR_TOTP_SECRET})\n` +
      `${DEMO_OPERATORS.map((o) => `  ${o.username.padEnd(8)} ${o.password.padEnd(11)} ${o.role}`).join('\n')}\n` +
      `SMS codes and e-mails of the development outbox: http://localhost:${port}/dev/outbox/sms?mobileNum=…\n\n`,
  );
}
