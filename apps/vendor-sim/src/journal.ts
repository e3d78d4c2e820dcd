import { mkdir, open, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SimError } from './errors.ts';
import { ZJournalEntry, type TJournalEntry } from './journal-records.ts';
import { createSerialQueue } from './serial-queue.ts';

export const JOURNAL_FILE = 'journal.jsonl';

/**
 * The simulator's append-only journal: one JSON line per entry, each written and fsync'd before the
 * caller answers anyone, replayed on open. A torn last line (a crash mid-write, never acknowledged)
 * is ignored and cut off so the next append starts on a clean line; any other bad line is
 * corruption and refuses the open rather than guess at balances.
 */
export async function openJournal(dir: string, replay: (entry: TJournalEntry) => void) {
  await mkdir(dir, { recursive: true });
  const path = join(dir, JOURNAL_FILE);
  const content = await readFile(path).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return null;
    throw err;
  });
  const goodLength = content ? replayLines(path, content, replay) : 0;
  const tornTailBytes = content ? content.length - goodLength : 0;

  const file = await open(path, 'a');
  if (tornTailBytes > 0) {
    await file.truncate(goodLength);
    await file.sync();
  }
  if (!content) {
    await file.sync();
    await syncDirectory(dir);
  }

  const queue = createSerialQueue();
  let failure: unknown;
  return {
    path,
    /** Bytes of a torn last line found and cut off at open (0 after a clean shutdown). */
    tornTailBytes,
    /** Appends one entry durably; after a failed write every later append is refused (503). */
    append(entry: TJournalEntry): Promise<void> {
      const line = Buffer.from(`${JSON.stringify(entry)}\n`);
      return queue.run(async () => {
        if (failure)
          throw new SimError('JOURNAL_UNAVAILABLE', 'the journal failed earlier; restart the simulator');
        try {
          for (let offset = 0; offset < line.length;) {
            offset += (await file.write(line, offset, line.length - offset)).bytesWritten;
          }
          await file.sync();
        } catch (err) {
          failure = err;
          throw new SimError(
            'JOURNAL_UNAVAILABLE',
            'the journal could not be written; the outcome is unknown',
          );
        }
      });
    },
    async close(): Promise<void> {
      await queue.idle();
      await file.close();
    },
  };
}
export type Journal = Awaited<ReturnType<typeof openJournal>>;

/** Replays every complete line and returns the byte length they cover. */
function replayLines(path: string, content: Buffer, replay: (entry: TJournalEntry) => void): number {
  let start = 0;
  for (let lineNo = 1; ; lineNo++) {
    const end = content.indexOf(0x0a, start);
    if (end < 0) return start;
    let entry: TJournalEntry;
    try {
      entry = ZJournalEntry.parse(JSON.parse(content.subarray(start, end).toString('utf8')));
    } catch {
      throw new Error(`${path}:${lineNo}: corrupt journal line; refusing to start`);
    }
    try {
      replay(entry);
    } catch (err) {
      throw new Error(`${path}:${lineNo}: ${(err as Error).message}; refusing to start`, { cause: err });
    }
    start = end + 1;
  }
}

/** Makes a newly created file's name durable; some platforms cannot open a directory for fsync. */
async function syncDirectory(dir: string): Promise<void> {
  const handle = await open(dir, 'r').catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'EISDIR' || err.code === 'EPERM') return null;
    throw err;
  });
  if (!handle) return;
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
