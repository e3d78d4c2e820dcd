import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const API_TARGET = process.env.OPENLOBBY_API ?? 'http://localhost:3000';
const proxied = ['/wps', '/lgw', '/lotto', '/assets', '/docs', '/healthz'];

/**
 * The built stylesheet is preloaded, not linked: a linked sheet holds the first paint until it
 * arrives, and the splash (index.html, styled inline) should paint with the HTML. main.tsx links
 * the preloaded sheet and waits for it before the first render, so no screen renders unstyled.
 */
const stylesheetAfterSplash = (): Plugin => ({
  name: 'openlobby-stylesheet-after-splash',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler: (html) => html.replace(/<link rel="stylesheet"/g, '<link rel="preload" as="style"'),
  },
});

/**
 * Dev server on 5173 proxies every API prefix to the Fastify server (WebSockets too: the wallet's
 * balance push at /wps/ws); the build lands in dist/.
 */
/**
 * The built site runs on Preact's React compatibility layer (src/preact/react.mjs says why). Only the
 * build: the dev server and the unit tests keep React for its warnings and test utilities, and the
 * end-to-end suite plays every journey on the built site.
 */
const reactOnPreact = [
  { find: /^react$/, replacement: fileURLToPath(new URL('./src/preact/react.mjs', import.meta.url)) },
  { find: /^react-dom$/, replacement: fileURLToPath(new URL('./src/preact/react.mjs', import.meta.url)) },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  // react-router's package exports name only its development build (warnings and invariant
  // messages kept); the production build it ships beside it is 2–3 KB smaller after brotli.
  {
    find: /^react-router$/,
    replacement: fileURLToPath(
      new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url),
    ),
  },
];

export default defineConfig(({ command }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), stylesheetAfterSplash()],
  resolve: { alias: command === 'build' ? reactOnPreact : [] },
  server: {
    port: 5173,
    strictPort: true,
    proxy: Object.fromEntries(proxied.map((p) => [p, { target: API_TARGET, changeOrigin: false, ws: true }])),
  },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    // Built files live under /static so they never collide with the server's /assets (vendor logos).
    assetsDir: 'static',
    chunkSizeWarningLimit: 900,
    // dist/.vite/manifest.json (never served: a dot folder): which files each route needs, for the
    // per-route budgets of bench/bundle-budget.ts.
    manifest: true,
    rollupOptions: {
      output: {
        // What the first screen needs in one file: a phone on a mobile network pays a round trip
        // per file, and rolldown otherwise cuts the modules lazy pages share into a dozen 1 KB files.
        codeSplitting: { groups: [{ name: 'first-screen', tags: ['$initial'] }] },
      },
    },
  },
}));
