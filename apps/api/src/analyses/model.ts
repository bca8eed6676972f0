import type { components } from '@kreolab/api-spec';
import { and, asc, eq, inArray, lt, not, sql, type SQL } from 'drizzle-orm';
import { brandKey } from '@kreolab/engine';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db';
import { itemContext, toItem } from '../cloud/items';
import {
  analyses,
  briefSegments,
  briefs,
  creatives,
  labs,
  type Analysis,
  type Creative,
} from '../db/schema';
import { notFound } from '../errors';
import { fileUrl } from './files';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export type AnalysisJson = components['schemas']['Analysis'];
export type AnalysisSummaryJson = components['schemas']['AnalysisSummary'];
export type ResearchSettings = components['schemas']['ResearchSettings'];
export type Goal = components['schemas']['Goal'];
export type Placement = components['schemas']['Placement'];
export type SegmentJson = components['schemas']['Segment'];

/** The audience a lab's research is simulated for (DESIGN §5); id 0 in results and feedback. */
export const GENERAL_AUDIENCE: SegmentJson = {
  id: 0,
  name: 'Широкая аудитория',
  age_from: 18,
  age_to: 65,
  gender: 'any',
  interests: [],
};

/**
 * A research draft nobody has touched since it was created (issue 14 defect 7): no creatives,
 * no settings, never edited. Opening the new-research form creates one; it is not the user's
 * work, so the lists and counts leave it out and `sweepUntouchedDrafts` deletes it later. Any
 * edit (`PATCH /analyses/{id}` moves `updated_at`) makes it a real draft.
 */
export const untouchedDraft: SQL = and(
  eq(analyses.type, 'research'),
  eq(analyses.status, 'draft'),
  sql`cardinality(${analyses.creativeIds}) = 0`,
  sql`(${analyses.settings} IS NULL OR ${analyses.settings} = 'null'::jsonb)`,
  eq(analyses.updatedAt, analyses.createdAt),
)!;

/** The same test as `untouchedDraft`, on a row already read. */
export const isUntouchedDraft = (a: Analysis) =>
  a.type === 'research' &&
  a.status === 'draft' &&
  a.creativeIds.length === 0 &&
  a.settings === null &&
  a.updatedAt.getTime() === a.createdAt.getTime();

/** How long an untouched draft is kept: the form that created it may still be open. */
export const UNTOUCHED_DRAFT_TTL_MS = 6 * 3600_000;

/** Deletes the untouched drafts older than the TTL (a sweep task of the job worker). */
export async function sweepUntouchedDrafts(db: DbOrTx, now = Date.now()): Promise<number[]> {
  const gone = await db
    .delete(analyses)
    .where(and(untouchedDraft, lt(analyses.createdAt, new Date(now - UNTOUCHED_DRAFT_TTL_MS))))
    .returning({ id: analyses.id });
  return gone.map((g) => g.id);
}

export const RUNNING = ['queued', 'processing'] as const;
export const isRunning = (status: string) => (RUNNING as readonly string[]).includes(status);

/** The container in a page's address (`?lab_id=` or `?brief_id=`), when the client sends it. */
export interface Within {
  lab_id?: number;
  brief_id?: number;
}

/**
 * One of the user's analyses, or 404: another user's id looks exactly like a missing one, and
 * so does one outside the lab or brief the page's address names (`within`), so a research never
 * opens under another container's URL.
 */
export async function ownAnalysis(
  db: DbOrTx,
  userId: number,
  id: number,
  within: Within = {},
): Promise<Analysis> {
  const [row] = await db
    .select()
    .from(analyses)
    .where(
      and(
        eq(analyses.id, id),
        eq(analyses.ownerId, userId),
        within.lab_id !== undefined ? eq(analyses.labId, within.lab_id) : undefined,
        within.brief_id !== undefined ? eq(analyses.briefId, within.brief_id) : undefined,
      ),
    );
  if (!row) throw notFound('Analysis not found');
  return row;
}

export async function ownLab(db: DbOrTx, userId: number, id: number) {
  const [row] = await db
    .select()
    .from(labs)
    .where(and(eq(labs.id, id), eq(labs.ownerId, userId)));
  if (!row) throw notFound('Lab not found');
  return row;
}

export async function ownBrief(db: DbOrTx, userId: number, id: number) {
  const [row] = await db
    .select()
    .from(briefs)
    .where(and(eq(briefs.id, id), eq(briefs.ownerId, userId)));
  if (!row) throw notFound('Brief not found');
  return row;
}

export async function segmentsOf(db: DbOrTx, briefId: number): Promise<SegmentJson[]> {
  const rows = await db
    .select()
    .from(briefSegments)
    .where(eq(briefSegments.briefId, briefId))
    .orderBy(asc(briefSegments.position), asc(briefSegments.id));
  return rows.map((s) => ({
    id: s.id,
    name: s.name,
    age_from: s.ageFrom,
    age_to: s.ageTo,
    gender: s.gender,
    interests: s.interests,
  }));
}

/**
 * Why a brand cannot be looked for, or null when it can (or none is named): the engine finds a
 * brand by its Russian and Latin letters and digits (`brandKey`), so a name of none of them
 * («!!!») would count as named in the result's table and as not named in the score.
 */
export function brandProblem(brand: string | null | undefined): string | null {
  return brand?.trim() && !brandKey(brand)
    ? 'Нужны русские или латинские буквы либо цифры: по ним бренд ищется в тексте макета'
    : null;
}

/** The brand trimmed, when the engine can look for it (`brandProblem`); undefined otherwise. */
export function searchableBrand(brand: string | null | undefined): string | undefined {
  return brand?.trim() && !brandProblem(brand) ? brand.trim() : undefined;
}

/**
 * Settings a research runs with: its own, else its brief's goal and first placement. The brand
 * is its own when named, else its brief's, so the engine can find it among the creative's text
 * (without it no region is the brand and nobody ever "notices" one).
 */
export async function effectiveSettings(db: DbOrTx, row: Analysis): Promise<ResearchSettings> {
  const own = row.settings as ResearchSettings | null;
  const [brief] = row.briefId
    ? await db.select().from(briefs).where(eq(briefs.id, row.briefId))
    : [];
  const base: ResearchSettings = own
    ? { ...own }
    : brief
      ? { goal: brief.goal, placement: (brief.placements[0] as Placement) ?? 'social_feed' }
      : { goal: 'awareness', placement: 'social_feed' };
  const brand = searchableBrand(own?.brand) ?? searchableBrand(brief?.brand);
  delete base.brand;
  return brand ? { ...base, brand } : base;
}

/** The audience of a research: the brief's segments (those chosen in settings) or the general one. */
export async function audienceOf(
  db: DbOrTx,
  row: Pick<Analysis, 'briefId'>,
  settings: ResearchSettings | null,
): Promise<SegmentJson[]> {
  if (!row.briefId) return [GENERAL_AUDIENCE];
  const all = await segmentsOf(db, row.briefId);
  const chosen = settings?.segment_ids;
  const picked = chosen?.length ? all.filter((s) => chosen.includes(s.id)) : all;
  return picked.length ? picked : all;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

async function creativesOf(app: FastifyInstance, ids: number[], ownerId: number) {
  if (ids.length === 0) return new Map<number, Creative>();
  const rows = await app.db
    .select()
    .from(creatives)
    .where(and(inArray(creatives.id, ids), eq(creatives.ownerId, ownerId)));
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * A thumbnail: the result's first heatmap once there is one, else the first creative when it
 * is an image (a draft, a run in progress).
 */
async function previewOf(app: FastifyInstance, row: Analysis, first: Creative | undefined) {
  if (row.previewKey) return fileUrl(app, row.previewKey);
  if (first?.storageKey && first.type.startsWith('image/'))
    return (await toItem(itemContext(app), first)).url;
  return null;
}

export async function toAnalysis(app: FastifyInstance, row: Analysis): Promise<AnalysisJson> {
  const found =
    row.type === 'research'
      ? await creativesOf(app, row.creativeIds, row.ownerId)
      : new Map<number, Creative>();
  const items = await Promise.all(
    row.creativeIds
      .filter((id) => found.has(id))
      .map((id) => toItem(itemContext(app), found.get(id)!)),
  );
  return {
    id: row.id,
    type: row.type,
    name: row.name,
    status: row.status,
    saved: row.saved,
    lab_id: row.labId,
    brief_id: row.briefId,
    creative_ids: row.type === 'research' ? row.creativeIds : [],
    research_ids: row.type === 'comparison' ? row.researchIds : [],
    ...(row.type === 'research' ? { creative_versions: row.creativeVersions ?? [] } : {}),
    settings: row.type === 'research' ? ((row.settings as ResearchSettings | null) ?? null) : null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    started_at: iso(row.startedAt),
    finished_at: iso(row.finishedAt),
    preview: await previewOf(app, row, found.get(row.creativeIds[0] ?? 0)),
    error: row.error ?? null,
    ...(row.type === 'research' ? { creatives: items } : {}),
  };
}

export async function toSummary(
  app: FastifyInstance,
  row: Analysis,
  first?: Creative,
): Promise<AnalysisSummaryJson> {
  return {
    id: row.id,
    type: row.type,
    name: row.name,
    status: row.status,
    saved: row.saved,
    created_at: row.createdAt.toISOString(),
    preview: await previewOf(app, row, first),
    ...(row.type === 'research' ? scoredFor(row.settings as ResearchSettings | null) : {}),
  };
}

/**
 * What a research was scored for: its goal and placement, once it has its settings (the start
 * writes them); nothing before. The lists show them and a comparison keeps them per variant, as
 * scores of different goals do not compare.
 */
export function scoredFor(
  settings: ResearchSettings | null,
): Partial<Pick<ResearchSettings, 'goal' | 'placement'>> {
  return settings?.goal && settings.placement
    ? { goal: settings.goal, placement: settings.placement }
    : {};
}

/** A lab's or brief's analyses, oldest first, as listed in it. */
export async function analysesIn(
  app: FastifyInstance,
  where: { labId: number } | { briefId: number },
): Promise<AnalysisSummaryJson[]> {
  const rows = await app.db
    .select()
    .from(analyses)
    .where(
      and(
        'labId' in where ? eq(analyses.labId, where.labId) : eq(analyses.briefId, where.briefId),
        not(untouchedDraft),
      ),
    )
    .orderBy(asc(analyses.createdAt), asc(analyses.id));
  const firsts = rows.filter((r) => !r.previewKey && r.creativeIds.length > 0);
  const found = firsts.length
    ? await creativesOf(
        app,
        firsts.map((r) => r.creativeIds[0]!),
        firsts[0]!.ownerId,
      )
    : new Map<number, Creative>();
  return Promise.all(rows.map((r) => toSummary(app, r, found.get(r.creativeIds[0] ?? 0))));
}

/** Research and comparison counts per container, for the lists. */
export async function countsBy(
  db: DbOrTx,
  column: 'labId' | 'briefId',
  ids: number[],
): Promise<Map<number, { researches: number; comparisons: number }>> {
  const counts = new Map<number, { researches: number; comparisons: number }>();
  if (ids.length === 0) return counts;
  const rows = await db
    .select({ container: analyses[column], type: analyses.type })
    .from(analyses)
    .where(and(inArray(analyses[column], ids), not(untouchedDraft)));
  for (const r of rows) {
    const c = counts.get(r.container!) ?? { researches: 0, comparisons: 0 };
    if (r.type === 'research') c.researches++;
    else c.comparisons++;
    counts.set(r.container!, c);
  }
  return counts;
}
