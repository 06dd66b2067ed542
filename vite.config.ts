import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './scripts/precompress-plugin.ts';

// In development the API runs on its own port (scripts/dev.ts) and Vite proxies /api to it.
const apiPort = process.env.API_PORT ?? '3001';

export default defineConfig({
  plugins: [react(), precompress()],
  server: {
    port: Number(process.env.PORT ?? 5173),
    proxy: {
      '/api': { target: `http://127.0.0.1:${apiPort}` },
      '/uploads': { target: `http://127.0.0.1:${apiPort}` },
      '/dev': { target: `http://127.0.0.1:${apiPort}` },
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
  },
});
