import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const API_TARGET = process.env.OPENLOBBY_API ?? 'http://localhost:3000';
const proxied = ['/wps', '/lgw', '/lotto', '/assets', '/docs', '/healthz'];

/**
 * Dev server on 5173 proxies every API prefix to the Fastify server (WebSockets too: the wallet's
 * balance push at /wps/ws); the build lands in dist/.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
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
  },
});
