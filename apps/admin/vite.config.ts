import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const API_TARGET = process.env.OPENLOBBY_API ?? 'http://localhost:3000';

/**
 * The back office is its own bundle served under /admin/ (players never download it). The dev
 * server on 5174 proxies the admin API to the Fastify server; the build lands in apps/admin/dist.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/admin/',
  plugins: [react()],
  server: {
    port: 5174,
    strictPort: true,
    proxy: { '/admin/api': { target: API_TARGET, changeOrigin: false } },
  },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    assetsDir: 'static',
    chunkSizeWarningLimit: 900,
  },
});
