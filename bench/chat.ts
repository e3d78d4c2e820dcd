// The chat room's fan-out (issue 17): CHAT_CLIENTS WebSocket clients (5,000) watch one brand's
// room on one server process (the real server, embedded database, demo brand) while two members
// take turns to speak; every message's latency is measured at every client, from the `say` to its
// arrival there (one clock: the clients and the speakers share this process). Target: p99 ≤ 200 ms
// over all arrivals after one warm-up message; the server's RSS is printed with the room empty and
// full. On a scratch PostgreSQL database when DATABASE_URL is set (the RSS is then the server's
// own), else on the embedded PGlite (whose engine lives in the server process and its RSS).
//   npm run bench:chat          (CHAT_CLIENTS, CHAT_MESSAGES: 5,000 clients, 20 messages)
//   tsx bench/chat.ts --check   fails when p99 is above the target or a message is missed
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHAT_API, CHAT_RATE, type TChatServerMessage } from '@openlobby/contracts';
import { api } from './support/http.ts';
import { createScratchDatabase, startServer } from './support/server-process.ts';

const CLIENTS = Number(process.env.CHAT_CLIENTS ?? 5_000);
const MESSAGES = Number(process.env.CHAT_MESSAGES ?? 20);
const TARGET_P99_MS = 200;
/** Sockets opened at once while the room fills. */
const OPEN_BATCH = 250;
const SPEAKERS = [
  { username: 'player1', password: 'Player123' },
  { username: 'agent1', password: 'Agent123' },
];
// Each speaker stays inside its rate window: one message per speaker every `gapMs × speakers`.
const gapMs = Math.ceil((CHAT_RATE.windowSeconds * 1000) / (CHAT_RATE.messages - 1) / SPEAKERS.length);

const rssMb = (pid: number) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return line ? Math.round(Number(line[1]) / 1024) : Number.NaN;
};
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

/** Text → when it was said; each client records its arrival latency per message. */
const saidAt = new Map<string, number>();
const latencies: number[] = [];
let arrivals = 0;

type TClient = { socket: WebSocket; ready: Promise<void> };

/** One room socket; `token` makes it a speaker. Resolves `ready` on the server's `ready`. */
function openClient(wsBase: string, token?: string): TClient {
  const socket = new WebSocket(`${wsBase}${CHAT_API.socket}`);
  const ready = new Promise<void>((resolve, reject) => {
    socket.addEventListener('open', () => socket.send(JSON.stringify({ type: 'hello', token })));
    socket.addEventListener('error', () => reject(new Error('a chat socket failed')));
    socket.addEventListener('message', (e) => {
      const m = JSON.parse(String(e.data)) as TChatServerMessage;
      if (m.type === 'ready') return resolve();
      if (m.type === 'error') console.error(`chat error ${m.errorCode}`);
      if (m.type !== 'message') return;
      const at = saidAt.get(m.message.text);
      if (at === undefined) return;
      latencies.push(performance.now() - at);
      arrivals++;
    });
  });
  return { socket, ready };
}

const scratch = process.env.DATABASE_URL ? await createScratchDatabase() : undefined;
const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-chat-'));
const server = await startServer(scratch?.url ?? '', undefined, {
  DATA_DIR: scratch ? '' : dataDir,
  SEED_DEMO: 'true',
});
const wsBase = server.address.replace('http', 'ws');
try {
  const emptyRss = rssMb(server.pid);
  const tokens = await Promise.all(
    SPEAKERS.map(async (s) => {
      const answer = await api(server.address, '', 'POST', '/wps/session/login', s);
      const token = (answer.body.value as { token?: string } | undefined)?.token;
      if (!token) throw new Error(`login of ${s.username} failed: ${JSON.stringify(answer.body)}`);
      return token;
    }),
  );
  const speakers = tokens.map((token) => openClient(wsBase, token));
  const watchers: TClient[] = [];
  const openStart = performance.now();
  for (let i = 0; i < CLIENTS; i += OPEN_BATCH) {
    const batch = Array.from({ length: Math.min(OPEN_BATCH, CLIENTS - i) }, () => openClient(wsBase));
    await Promise.all(batch.map((c) => c.ready));
    watchers.push(...batch);
  }
  await Promise.all(speakers.map((c) => c.ready));
  const openSeconds = (performance.now() - openStart) / 1000;
  const fullRss = rssMb(server.pid);

  const listeners = CLIENTS + speakers.length;
  // The first message warms the path (session look-up, prepared statements, JIT): not measured.
  for (const c of speakers) c.socket.send(JSON.stringify({ type: 'say', text: 'warm-up' }));
  await new Promise((r) => setTimeout(r, gapMs * speakers.length));
  for (let n = 0; n < MESSAGES; n++) {
    const text = `bench message ${n}`;
    saidAt.set(text, performance.now());
    speakers[n % speakers.length]!.socket.send(JSON.stringify({ type: 'say', text }));
    await new Promise((r) => setTimeout(r, gapMs));
  }
  // The last message's arrivals: wait until every listener has every message, or 10 s.
  const deadline = performance.now() + 10_000;
  while (arrivals < MESSAGES * listeners && performance.now() < deadline)
    await new Promise((r) => setTimeout(r, 50));
  const busyRss = rssMb(server.pid);
  for (const c of [...watchers, ...speakers]) c.socket.close();

  const sorted = [...latencies].sort((a, b) => a - b);
  const p50 = percentile(sorted, 0.5);
  const p99 = percentile(sorted, 0.99);
  const missed = MESSAGES * listeners - arrivals;
  process.stdout.write(
    `chat (${scratch ? 'PostgreSQL' : 'PGlite'}): ${CLIENTS} watchers + ${speakers.length} speakers on one server process (opened in ${openSeconds.toFixed(1)} s), ` +
      `${MESSAGES} messages, ${arrivals} arrivals (${missed} missed)\n` +
      `latency p50 ${p50.toFixed(0)} ms   p99 ${p99.toFixed(0)} ms   max ${sorted.at(-1)?.toFixed(0)} ms   ` +
      `(target p99 ≤ ${TARGET_P99_MS} ms)\n` +
      `server RSS ${emptyRss} MB empty, ${fullRss} MB with the room full, ${busyRss} MB after the messages\n`,
  );
  if (process.argv.includes('--check') && (p99 > TARGET_P99_MS || missed > 0)) {
    process.stderr.write(
      `chat: p99 ${p99.toFixed(0)} ms (target ${TARGET_P99_MS}), ${missed} arrivals missed\n`,
    );
    process.exitCode = 1;
  }
} finally {
  server.kill();
  rmSync(dataDir, { recursive: true, force: true });
  await scratch?.drop();
}
