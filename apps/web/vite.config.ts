import { sourceResolution } from '@kreolab/vitest-config/conditions';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './vite-plugins/precompress';

/**
 * The libraries every page runs on: React, the router, Redux and Mantine's core. They change
 * far less often than the app, so they get a chunk of their own that stays cached across
 * releases. Everything else (charts, the lightbox, the PDF viewer, the dropzone) is left to
 * Rollup, which puts a library in the chunks of the feature pages that use it.
 */
const CORE_LIBRARIES = new RegExp(
  `/node_modules/(?:\\.pnpm/[^/]+/node_modules/)?(?:${[
    'react',
    'react-dom',
    'scheduler',
    'react-router',
    'cookie',
    'set-cookie-parser',
    'react-redux',
    'use-sync-external-store',
    '@reduxjs/toolkit',
    'redux',
    'redux-thunk',
    'reselect',
    'immer',
    '@mantine/core',
    '@mantine/hooks',
  ].join('|')})/`,
);

/** The feature packages (docs/architecture.md), whose pages apps/web loads on demand. */
const FEATURE_SOURCE = /\/packages\/(auth|cloud|labs|briefs|analysis|profile)\/src\//;
const FEATURE_PAGES = /\/packages\/(auth|cloud|labs|briefs|analysis|profile)\/src\/pages\.ts$/;
/** A feature's entry points, its endpoint enhancements (`import './api'`) and styles. */
const FEATURE_SIDE_EFFECTS = /\/src\/(index|pages|api)\.tsx?$|\.css$/;

// The API server (apps/api) listens on 8080 and serves dist/ in production; in development
// Vite serves the app and forwards /api to it.
export default defineConfig({
  plugins: [react(), precompress()],
  // The workspace packages are built from their sources here too (not from their dist/): the
  // tree-shaking below names their src/ files, and no package has to be built first.
  resolve: sourceResolution.resolve,
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
    // The core chunk (see below) is the largest, ≈785 kB; warn if a chunk outgrows it.
    chunkSizeWarningLimit: 800,
    rollupOptions: {
      // The store imports each feature's slice from its root entry, which also re-exports
      // its pages and components. A feature module that nothing uses is dropped with what
      // it imports (the lightbox, the dropzone, forms) instead of being kept for possible
      // side effects; the only side effects in the features are their `api.ts` (imported
      // by the entries) and stylesheets. Without this the first load carried ~32 kB gzip
      // of cloud and briefs code that only their pages use.
      treeshake: {
        moduleSideEffects: (id) => !FEATURE_SOURCE.test(id) || FEATURE_SIDE_EFFECTS.test(id),
      },
      output: {
        // Name a feature's lazy chunk after its package (`cloud-<hash>.js`), not `pages`.
        chunkFileNames(chunk) {
          const pages = chunk.moduleIds.find((id) => FEATURE_PAGES.test(id));
          return `assets/${pages?.match(FEATURE_PAGES)?.[1] ?? '[name]'}-[hash].js`;
        },
        // One chunk for the core, not several: splitting React from the libraries that use it
        // created import cycles that broke start-up. Rollup adds a manual chunk's own
        // dependencies (Mantine's floating-ui, CommonJS helpers) to it, so the core imports
        // no other chunk and no cycle can form; `pnpm --filter @kreolab/web build` followed
        // by the e2e journeys checks start-up in a real browser.
        manualChunks(id) {
          return CORE_LIBRARIES.test(id) ? 'vendor' : undefined;
        },
      },
    },
  },
});
