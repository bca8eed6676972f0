import { existsSync } from 'node:fs';
import path from 'node:path';
import { build } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { startApp } from './start';

const started = performance.now();
const SHUTDOWN_TIMEOUT_MS = 15_000;

function readConfig(): Config {
  // A .env where the command was started (the repository root for `pnpm start`); variables
  // already set in the environment win over it.
  const envFile = path.resolve(process.env.INIT_CWD ?? process.cwd(), '.env');
  if (existsSync(envFile)) process.loadEnvFile(envFile);
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78); // EX_CONFIG: a supervisor should not restart-loop on it.
    }
    throw error;
  }
}

const config = readConfig();
if (config.role !== 'all' && !config.db.url) {
  // Separate api and worker processes only meet in a shared database, which PGlite is not.
  console.error(
    `ROLE=${config.role} needs DATABASE_URL (PostgreSQL); the embedded database serves ROLE=all only.`,
  );
  process.exit(78);
}
const app = await build({ config }).catch((error: unknown) => {
  // Before the logger exists: a refused database folder, an unreadable contract, ...
  console.error(`Start failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) {
    app.log.warn({ signal }, 'second signal: exiting now');
    process.exit(1);
  }
  stopping = true;
  app.log.info({ signal }, 'shutting down: no new connections, draining requests and jobs');
  const timer = setTimeout(() => {
    app.log.error('shutdown timed out; exiting');
    process.exit(1);
  }, SHUTDOWN_TIMEOUT_MS);
  timer.unref();
  try {
    // Stops listening, waits for in-flight requests, then the onClose hooks stop pg-boss and the database.
    await app.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

try {
  await startApp(app);
  app.log.info(
    { role: config.role, database: app.database.kind, ms: Math.round(performance.now() - started) },
    config.role === 'worker' ? 'worker ready' : `ready on ${config.publicUrl}`,
  );
} catch (error) {
  app.log.fatal({ err: error }, 'start failed');
  await app.close().catch(() => {});
  process.exit(1);
}
