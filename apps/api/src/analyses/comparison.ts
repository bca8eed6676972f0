import { and, eq, inArray } from 'drizzle-orm';
import { analyses, type Analysis } from '../db/schema';
import { forbidden, notAcceptable, notFound } from '../errors';
import type { DbOrTx } from './model';

export type Container = { labId: number; briefId: null } | { labId: null; briefId: number };

const inContainer = (c: Container) =>
  c.labId !== null ? eq(analyses.labId, c.labId) : eq(analyses.briefId, c.briefId!);

/**
 * The researches a comparison takes (DESIGN §5), in the order given: two or more saved
 * researches of the same lab or brief. The container has none → 406 NO_RESEARCH_IN_LAB; an id
 * that is not the user's → 404; one from another container → 406 NO_RESEARCH_IN_LAB; a
 * comparison → 406 WRONG_ANALYSIS_TYPE; an unsaved research → 403 RESEARCH_NOT_SAVED.
 */
export async function comparisonInputs(
  db: DbOrTx,
  userId: number,
  container: Container,
  researchIds: number[],
): Promise<Analysis[]> {
  const [any] = await db
    .select({ id: analyses.id })
    .from(analyses)
    .where(and(inContainer(container), eq(analyses.type, 'research'), eq(analyses.saved, true)))
    .limit(1);
  if (!any) throw notAcceptable('NO_RESEARCH_IN_LAB', 'No saved research in this lab or brief');
  const rows = await db
    .select()
    .from(analyses)
    .where(and(inArray(analyses.id, researchIds), eq(analyses.ownerId, userId)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const inputs = researchIds.map((id) => {
    const row = byId.get(id);
    if (!row) throw notFound(`Analysis ${id} not found`);
    return row;
  });
  for (const row of inputs) {
    if (row.type !== 'research')
      throw notAcceptable('WRONG_ANALYSIS_TYPE', `Analysis ${row.id} is a comparison`);
    if (row.labId !== container.labId || row.briefId !== container.briefId)
      throw notAcceptable('NO_RESEARCH_IN_LAB', `Research ${row.id} is not in this lab or brief`);
  }
  for (const row of inputs) {
    if (!row.saved || row.status !== 'done')
      throw forbidden('RESEARCH_NOT_SAVED', `Research ${row.id} is not saved`);
  }
  return inputs;
}

/**
 * The researches behind a comparison, by id: the comparison owner's finished researches with a
 * result (one deleted since is missing). Its shared page and its report draw their maps.
 */
export async function comparedResearches(
  db: DbOrTx,
  comparison: Analysis,
): Promise<Map<number, Analysis>> {
  const ids = comparison.researchIds ?? [];
  if (comparison.type !== 'comparison' || ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(analyses)
    .where(
      and(
        inArray(analyses.id, ids),
        eq(analyses.ownerId, comparison.ownerId),
        eq(analyses.type, 'research'),
        eq(analyses.status, 'done'),
      ),
    );
  return new Map(rows.filter((r) => r.result).map((r) => [r.id, r]));
}
