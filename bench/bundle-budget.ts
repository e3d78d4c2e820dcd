// The player site's JavaScript per route, brotli-compressed as it is served (issue 14: "a size
// budget per route checked in CI"). Reads the build's manifest (apps/web/dist/.vite/manifest.json):
// the first screen is the entry with everything it imports statically; a route is its lazy chunk
// with what that imports, less what the first screen already brought. Prints the table and, with
// --check (npm test), fails over a budget.
//   npm run build -w @openlobby/web && npx tsx bench/bundle-budget.ts [--check]
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

/**
 * Budgets in KB of brotli. Home's whole first load (with its language pack) is held to 150 KB by
 * Lighthouse. A page's own chunks are small; a page that is a form brings zod and the form library.
 */
const FIRST_SCREEN_KB = 125;
const ROUTE_KB = 10;
const FORM_ROUTE_KB: Record<string, number> = { register: 50 };

type TChunk = { file: string; name?: string; src?: string; isDynamicEntry?: boolean; imports?: string[] };

const dist = path.resolve(process.env.WEB_DIST ?? 'apps/web/dist');
const manifestPath = path.join(dist, '.vite/manifest.json');
if (!existsSync(manifestPath)) {
  process.stderr.write('The player site is not built: run `npm run build -w @openlobby/web` first.\n');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, TChunk>;

const brotliKb = (file: string): number => {
  const full = path.join(dist, file);
  const bytes = existsSync(`${full}.br`)
    ? readFileSync(`${full}.br`).length
    : brotliCompressSync(readFileSync(full), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  return bytes / 1024;
};

/** The chunk's file and every file it imports statically, transitively. */
const filesOf = (key: string, into = new Set<string>()): Set<string> => {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) filesOf(imported, into);
  return into;
};

const sum = (files: Iterable<string>) => [...files].reduce((kb, f) => kb + brotliKb(f), 0);

// The entry's modules are the `first-screen` chunk (vite.config.ts's codeSplitting group).
const entryKey = Object.keys(manifest).find((k) => manifest[k]!.name === 'first-screen' && k.endsWith('.js'));
if (!entryKey) throw new Error('no first-screen chunk in the manifest');
const firstScreen = filesOf(entryKey);
const rows: { what: string; kb: number; budget: number }[] = [
  { what: 'first screen (every page)', kb: sum(firstScreen), budget: FIRST_SCREEN_KB },
];
for (const [key, chunk] of Object.entries(manifest)) {
  if (!chunk.isDynamicEntry || !chunk.src?.startsWith('src/app/routes/')) continue;
  const own = [...filesOf(key)].filter((f) => !firstScreen.has(f));
  const route = path.basename(chunk.src, '.tsx');
  rows.push({ what: `route ${route}`, kb: sum(own), budget: FORM_ROUTE_KB[route] ?? ROUTE_KB });
}

const over = rows.filter((r) => r.kb > r.budget);
for (const r of rows)
  process.stdout.write(
    `${r.what.padEnd(32)} ${r.kb.toFixed(1).padStart(6)} KB  (budget ${r.budget} KB)${r.kb > r.budget ? '  OVER' : ''}\n`,
  );
if (process.argv.includes('--check') && over.length > 0) {
  process.stderr.write(`Over budget: ${over.map((r) => r.what).join(', ')}\n`);
  process.exit(1);
}
