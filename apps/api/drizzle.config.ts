import { defineConfig } from 'drizzle-kit';

// `pnpm --filter @kreolab/api db:generate` writes a new SQL migration after a schema change;
// the server applies pending ones at start (src/db/migrate.ts), on PGlite and PostgreSQL alike.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
