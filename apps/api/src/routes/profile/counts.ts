import { and, eq, sql } from 'drizzle-orm';
import { ensureUserTariff, isExpired } from '../../billing/store';
import type { Db } from '../../db';
import type { QueuedRow } from '../../billing/serialize';
import {
  analyses,
  creatives,
  creativeVersions,
  tariffQueue,
  tariffs,
  users,
  userTariffs,
} from '../../db/schema';

const doneOf = (type: 'research' | 'comparison') =>
  sql<number>`(select count(*) from ${analyses} where ${and(
    eq(analyses.ownerId, users.id),
    eq(analyses.status, 'done'),
    eq(analyses.type, type),
  )})`.mapWith(Number);

/**
 * Everything the profile shows, in one query: the user, their tariff row and its tariff, and
 * the counters (product-spec §3): researches and comparisons the user has made (finished:
 * status `done`), and the bytes of their cloud, video frames included. A user from before
 * billing existed gets the trial first (ensureUserTariff), then the query runs again; so does
 * one whose period has ended, so that a queued period starts before it is shown.
 */
function profileQuery(db: Db) {
  return db
    .select({
      user: users,
      userTariff: userTariffs,
      tariff: { name: tariffs.name, isTrial: tariffs.isTrial },
      researches: doneOf('research'),
      comparisons: doneOf('comparison'),
      // The quota's use (src/cloud/quota.ts): files, the trash, and earlier versions of files.
      diskUsed: sql<number>`((select coalesce(sum(${creatives.size}), 0) from ${creatives}
        where ${eq(creatives.ownerId, users.id)}) + (select coalesce(sum(${creativeVersions.size}), 0)
        from ${creativeVersions} where ${eq(creativeVersions.ownerId, users.id)}))::text`.mapWith(
        Number,
      ),
      // The queued tariff periods in order, in the same query (one round trip per profile).
      queued: sql<QueuedRow[]>`(select coalesce(json_agg(json_build_object(
          'tariff_id', q.tariff_id, 'name', t.name, 'days', q.days) order by q.id), '[]'::json)
        from ${tariffQueue} q join ${tariffs} t on t.id = q.tariff_id
        where q.user_id = ${users.id})`,
    })
    .from(users)
    .leftJoin(userTariffs, eq(userTariffs.userId, users.id))
    .leftJoin(tariffs, eq(tariffs.id, userTariffs.tariffId))
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1)
    .prepare('profile_row');
}

/** Built once per database; on PostgreSQL a named statement, so each connection plans it once. */
const prepared = new WeakMap<Db, ReturnType<typeof profileQuery>>();

export async function profileRow(db: Db, userId: number) {
  let query = prepared.get(db);
  if (!query) prepared.set(db, (query = profileQuery(db)));
  const read = async () => (await query.execute({ userId }))[0];
  const row = await read();
  if (!row || (row.userTariff && !isExpired(row.userTariff))) return row;
  // No tariff yet (the trial is given now), or an ended one (a queued period may start now).
  await ensureUserTariff(db, userId);
  return read();
}
