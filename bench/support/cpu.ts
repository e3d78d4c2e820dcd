import { readdirSync, readFileSync } from 'node:fs';

/**
 * CPU time from /proc (Linux), to say where a benchmark's time goes. Clock ticks are 1/100 s on
 * Linux's usual build; the figures are rough to 10 ms, fine over seconds of load.
 */
const TICK_MS = 10;

type TProcTimes = { comm: string; own: number; children: number };

function timesOf(pid: number | string): TProcTimes | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // comm is in parentheses and may hold spaces; the fields after it are space-separated.
    const close = stat.lastIndexOf(')');
    const comm = stat.slice(stat.indexOf('(') + 1, close);
    const f = stat.slice(close + 2).split(' ');
    // Fields 14–17 (1-based) are utime, stime, cutime, cstime; f[0] is field 3.
    return {
      comm,
      own: (Number(f[11]) + Number(f[12])) * TICK_MS,
      children: (Number(f[13]) + Number(f[14])) * TICK_MS,
    };
  } catch {
    return null; // the process ended meanwhile
  }
}

/** CPU milliseconds a process has used (itself and the children it has reaped). */
export function processCpuMs(pid: number): number {
  const t = timesOf(pid);
  return t ? t.own + t.children : 0;
}

/**
 * CPU milliseconds of every PostgreSQL process: the live ones, plus what the postmaster counts for
 * the backends it has reaped (so connections that closed between two readings still count).
 */
export function postgresCpuMs(): number {
  let total = 0;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    const t = timesOf(pid);
    if (t?.comm === 'postgres') total += t.own + t.children;
  }
  return total;
}
