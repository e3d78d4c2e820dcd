// Loaded with --import into the e2e server (see playwright.config.ts): it moves the server
// process's wall clock by the offset in E2E_CLOCK_FILE, so a journey can let a contract period
// end without waiting a day. Everything in the process reads the same clock, the embedded
// PostgreSQL's now() and the answers' Date header included; timers run on the monotonic clock
// and are untouched. Other processes that inherit the option (the simulator, builds) are left
// alone.
import { readFileSync, writeFileSync } from 'node:fs';
import { ServerResponse } from 'node:http';

const clockFile = process.env.E2E_CLOCK_FILE;
/** Where this process acknowledges an offset it read; several processes each name their own. */
const ackFile = process.env.E2E_CLOCK_ACK ?? `${clockFile}.ack`;
const isServer = process.argv.some((arg) => arg.endsWith('apps/server/src/main.ts'));

if (clockFile && isServer) {
  const RealDate = Date;
  // Not a number until the first read, so the first read is acknowledged too.
  let offsetMs = Number.NaN;
  let readAt = 0;
  const shiftedNow = () => {
    const real = RealDate.now();
    // Re-read at most five times a second: a journey waits for the acknowledgement below.
    if (real - readAt > 200) {
      readAt = real;
      let next: number;
      try {
        next = Number(readFileSync(clockFile, 'utf8').trim()) || 0;
      } catch {
        next = 0; // no file yet: the real time
      }
      if (next !== offsetMs) {
        offsetMs = next;
        writeFileSync(ackFile, String(offsetMs));
      }
    }
    return real + (offsetMs || 0);
  };
  // A proxy rather than a subclass, so `instanceof Date` holds for dates Node itself makes.
  globalThis.Date = new Proxy(RealDate, {
    construct: (target, args: unknown[], newTarget) =>
      args.length === 0 ? new target(shiftedNow()) : Reflect.construct(target, args, newTarget),
    apply: () => new RealDate(shiftedNow()).toString(),
    get: (target, key, receiver) => (key === 'now' ? shiftedNow : Reflect.get(target, key, receiver)),
  });
  // Node writes an answer's Date header from its own (unmoved) clock; the pages that set their
  // clocks from it (the lottery's countdowns) must read the moved one, as from a server whose
  // clock really said so.
  const writeHead = ServerResponse.prototype.writeHead;
  ServerResponse.prototype.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    if (!this.headersSent && !this.hasHeader('date')) this.setHeader('date', new Date().toUTCString());
    return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
  } as typeof writeHead;
}
