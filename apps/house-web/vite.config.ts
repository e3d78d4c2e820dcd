import { defineConfig } from 'vite';
import { fileURLToPath } from 'node:url';

const API_TARGET = process.env.OPENLOBBY_API ?? 'http://localhost:3000';
const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * The house vendor's game pages, plain TypeScript, built into dist/ and served by the platform server:
 * /house/slot/, /house/verify/, /house/lottery/ (Vietnam lottery) and /house/elott/ (e-lottery). In
 * dev (`vite` on 5174) the API is proxied.
 */
export default defineConfig({
  root: here('.'),
  base: '/house/',
  server: {
    port: 5174,
    strictPort: true,
    proxy: { '/house/api': { target: API_TARGET, changeOrigin: false } },
  },
  build: {
    outDir: here('./dist'),
    emptyOutDir: true,
    assetsDir: 'static',
    target: 'es2022',
    rolldownOptions: {
      input: {
        slot: here('./slot/index.html'),
        verify: here('./verify/index.html'),
        lottery: here('./lottery/index.html'),
        elott: here('./elott/index.html'),
        baccarat: here('./baccarat/index.html'),
        roulette: here('./roulette/index.html'),
        crash: here('./crash/index.html'),
        keno: here('./keno/index.html'),
        fish: here('./fish/index.html'),
        holdem: here('./holdem/index.html'),
        bingo: here('./bingo/index.html'),
        niuniu: here('./niuniu/index.html'),
      },
    },
  },
});
