import type { FastifyInstance } from 'fastify';

/**
 * Brings a built app up according to its role. The port opens before migrations run, so a
 * balancer sees 503 from /health instead of a refused connection; a worker opens no port.
 */
export async function startApp(app: FastifyInstance): Promise<void> {
  const { config } = app;
  if (config.role === 'worker') {
    await app.ready();
  } else {
    await app.listen({ port: config.port, host: config.host });
  }
  await app.lifecycle.start();
}
