import { sql } from 'drizzle-orm';
import { unavailable } from '../../errors';
import type { Handlers } from '../types';

export const healthHandlers = {
  /** 200 only when the database answers and migrations are applied, so a balancer waits for us. */
  async health(request) {
    const { lifecycle, db } = request.server;
    if (!lifecycle.ready) throw unavailable('Database migrations are not applied yet');
    try {
      await db.execute(sql`select 1`);
    } catch (error) {
      request.log.error({ err: error }, 'health: database unreachable');
      throw unavailable('Database is unreachable');
    }
    return { status: 'ok' };
  },
} satisfies Handlers;
