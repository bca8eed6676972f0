import { sql } from 'drizzle-orm';
import type { DbLike } from '../../billing/store';

/** Whether a table exists yet (features land their tables in their own migrations). */
async function tableExists(db: DbLike, name: string): Promise<boolean> {
  const result = await db.execute(
    sql`select to_regclass(${`public.${name}`}) is not null as present`,
  );
  const rows = (result as unknown as { rows: { present: boolean }[] }).rows;
  return rows[0]?.present === true;
}

async function scalar(db: DbLike, query: ReturnType<typeof sql>): Promise<number> {
  const result = await db.execute(query);
  const rows = (result as unknown as { rows: { n: string | number | null }[] }).rows;
  return Number(rows[0]?.n ?? 0);
}

/**
 * The profile's counters (product-spec §3): researches and comparisons the user made (not
 * deleted drafts), and the bytes of their cloud, video frames included.
 */
export async function profileCounts(db: DbLike, userId: number) {
  const [analyses, creatives] = await Promise.all([
    tableExists(db, 'analyses'),
    tableExists(db, 'creatives'),
  ]);
  const [researches, comparisons, diskUsed] = await Promise.all([
    analyses ? countAnalyses(db, userId, 'research') : 0,
    analyses ? countAnalyses(db, userId, 'comparison') : 0,
    creatives
      ? scalar(
          db,
          sql`select coalesce(sum(size), 0)::text as n from creatives where owner_id = ${userId}`,
        )
      : 0,
  ]);
  return { researches, comparisons, disk_used: diskUsed };
}

/** Analyses of one type the user owns (`analyses.owner_id` / `analyses.user_id`, `type`). */
async function countAnalyses(db: DbLike, userId: number, type: 'research' | 'comparison') {
  const owner = await ownerColumn(db);
  if (!owner) return 0;
  return scalar(
    db,
    sql`select count(*)::int as n from analyses where ${sql.identifier(owner)} = ${userId} and type = ${type}`,
  );
}

async function ownerColumn(db: DbLike): Promise<string | null> {
  const result = await db.execute(
    sql`select column_name from information_schema.columns
        where table_name = 'analyses' and column_name in ('owner_id', 'user_id')
        order by column_name limit 1`,
  );
  const rows = (result as unknown as { rows: { column_name: string }[] }).rows;
  return rows[0]?.column_name ?? null;
}
