import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const LAZY_LIBRARIES = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?(?:react-pdf|pdfjs-dist|make-cancellable-promise|make-event-props|merge-refs|tiny-invariant|warning)\//;

// The API server (apps/api) listens on 8080 and serves dist/ in production; in development
// Vite serves the app and forwards /api to it.
export default defineConfig({
  plugins: [react()],
  // METRIKA_ID is the deployment's name for the counter id (turbo passes it to builds);
  // VITE_METRIKA_ID works too. Either only matters in production builds.
  envPrefix: ['VITE_', 'METRIKA_'],
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
    // The vendor chunk is one on purpose (see below); warn only if it grows well beyond today.
    chunkSizeWarningLimit: 800,
    rollupOptions: {
      output: {
        // Libraries change far less often than the app, so they get one chunk of their own
        // that stays cached across releases. One chunk, not several: splitting React from
        // the libraries that use it creates import cycles that break start-up.
        // Libraries loaded only on demand (the PDF viewer) stay in their lazy chunks.
        manualChunks(id) {
          if (LAZY_LIBRARIES.test(id)) return undefined;
          return id.includes('node_modules') ? 'vendor' : undefined;
        },
      },
    },
  },
});
