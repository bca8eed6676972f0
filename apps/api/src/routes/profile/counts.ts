import { and, count, eq, sql } from 'drizzle-orm';
import type { DbLike } from '../../billing/store';
import { analyses, creatives } from '../../db/schema';

/**
 * The profile's counters (product-spec §3): researches and comparisons the user has made
 * (finished: status `done`), and the bytes of their cloud, video frames included.
 */
export async function profileCounts(db: DbLike, userId: number) {
  const [byType, [disk]] = await Promise.all([
    db
      .select({ type: analyses.type, n: count() })
      .from(analyses)
      .where(and(eq(analyses.ownerId, userId), eq(analyses.status, 'done')))
      .groupBy(analyses.type),
    db
      .select({ used: sql<string>`coalesce(sum(${creatives.size}), 0)::text` })
      .from(creatives)
      .where(eq(creatives.ownerId, userId)),
  ]);
  const of = (type: 'research' | 'comparison') => byType.find((r) => r.type === type)?.n ?? 0;
  return {
    researches: Number(of('research')),
    comparisons: Number(of('comparison')),
    disk_used: Number(disk?.used ?? 0),
  };
}
