import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API server (apps/api) listens on 8080 and serves dist/ in production; in development
// Vite serves the app and forwards /api to it.
export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:8080', changeOrigin: true } },
  },
  preview: {
    port: 4173,
    proxy: { '/api': { target: 'http://localhost:8080', changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    sourcemap: true,
    rollupOptions: {
      output: {
        // Libraries change far less often than the app; separate chunks stay cached across
        // releases.
        manualChunks(id) {
          if (!id.includes('node_modules')) return undefined;
          if (/[\\/](react|react-dom|scheduler)[\\/]/.test(id)) return 'react';
          if (id.includes('@mantine')) return 'mantine';
          return 'vendor';
        },
      },
    },
  },
});
