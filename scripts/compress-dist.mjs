// Writes `<file>.br` (brotli, best quality) and `<file>.gz` (gzip level 9) beside every compressible
// file of a built site, so the server sends them by content negotiation without compressing at
// request time. Run after each site's `vite build`: `node scripts/compress-dist.mjs <dist>...`.
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Text formats that shrink; images, fonts and archives are compressed already. */
export const COMPRESSIBLE = /\.(?:js|mjs|cjs|css|html|svg|json|map|txt|xml|webmanifest|ico|wasm)$/i;

/** Below this a compressed answer saves less than its headers cost. */
export const MIN_BYTES = 1024;

/**
 * Compresses every compressible file under `dir` (at least `minBytes` long) into `.br` and `.gz`
 * siblings. A variant that would not be smaller is not kept, so the server sends the file itself;
 * running twice is harmless (variants are never compressed again). Answers the files compressed,
 * relative to `dir`, with their sizes for the build log.
 */
export function compressDist(dir, { minBytes = MIN_BYTES } = {}) {
  const written = [];
  for (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const full = path.join(dir, file);
    const raw = readFileSync(full);
    if (raw.length < minBytes) continue;
    const variants = {
      br: brotliCompressSync(raw, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
        },
      }),
      gz: gzipSync(raw, { level: 9 }),
    };
    const sizes = { raw: raw.length };
    for (const [ext, bytes] of Object.entries(variants)) {
      if (bytes.length >= raw.length) {
        rmSync(`${full}.${ext}`, { force: true });
        continue;
      }
      writeFileSync(`${full}.${ext}`, bytes);
      sizes[ext] = bytes.length;
    }
    written.push({ file, ...sizes });
  }
  return written;
}

/** Every file under `dir`, relative to it, in a stable order. */
function filesUnder(dir, at = '') {
  const found = [];
  for (const entry of readdirSync(path.join(dir, at), { withFileTypes: true }).sort((a, b) =>
    a.name.localeCompare(b.name),
  )) {
    const relative = path.join(at, entry.name);
    if (entry.isDirectory()) found.push(...filesUnder(dir, relative));
    else if (entry.isFile()) found.push(relative);
  }
  return found;
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dirs = process.argv.slice(2);
  if (dirs.length === 0) {
    process.stderr.write('usage: node scripts/compress-dist.mjs <dist folder>...\n');
    process.exit(2);
  }
  for (const dir of dirs) {
    if (!statSync(dir, { throwIfNoEntry: false })?.isDirectory()) {
      process.stderr.write(`compress-dist: ${dir} is not a folder (build it first)\n`);
      process.exit(1);
    }
    const written = compressDist(dir);
    for (const { file, raw, br, gz } of written) {
      process.stdout.write(
        `${path.join(dir, file)}  ${kb(raw)}  br ${br ? kb(br) : '-'}  gz ${gz ? kb(gz) : '-'}\n`,
      );
    }
  }
}
