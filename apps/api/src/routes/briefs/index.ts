import type { components } from '@kreolab/api-spec';
import { and, desc, eq, inArray, notInArray } from 'drizzle-orm';
import { analyses, briefSegments, briefs, type Brief } from '../../db/schema';
import { cleanupAnalysisFiles } from '../../analyses/cleanup';
import {
  analysesIn,
  brandProblem,
  countsBy,
  ownBrief,
  segmentsOf,
  type Tx,
} from '../../analyses/model';
import { invalid } from '../../errors';
import type { FastifyInstance } from 'fastify';
import type { Handlers } from '../types';

type SegmentInput = components['schemas']['SegmentInput'];
type BriefJson = components['schemas']['Brief'];

/**
 * Rules the schema cannot say: a brand the engine can look for (`brandProblem`), an age range
 * that runs forward. Messages as in product-spec §5.
 */
function checkBrief(b: { brand?: string; segments?: SegmentInput[] }) {
  const fields: Record<string, string[]> = {};
  const brand = brandProblem(b.brand);
  if (brand) fields.brand = [brand];
  b.segments?.forEach((s, i) => {
    if (s.age_from > s.age_to)
      fields[`segments.${i}.age_to`] = [`Значение может быть минимум ${s.age_from}`];
    if (!s.name.trim()) fields[`segments.${i}.name`] = ['Обязательное поле'];
  });
  if (Object.keys(fields).length > 0) throw invalid(fields);
}

/**
 * Replaces a brief's segments: those sent with an id of this brief keep it (results refer to
 * segment ids), new ones get fresh ids, and those left out are deleted.
 */
async function writeSegments(tx: Tx, briefId: number, segments: SegmentInput[]) {
  const existing = await tx
    .select({ id: briefSegments.id })
    .from(briefSegments)
    .where(eq(briefSegments.briefId, briefId));
  const known = new Set(existing.map((s) => s.id));
  const kept = segments.map((s) => s.id).filter((id): id is number => !!id && known.has(id));
  await tx
    .delete(briefSegments)
    .where(
      kept.length
        ? and(eq(briefSegments.briefId, briefId), notInArray(briefSegments.id, kept))
        : eq(briefSegments.briefId, briefId),
    );
  for (const [position, s] of segments.entries()) {
    const values = {
      briefId,
      position,
      name: s.name.trim(),
      ageFrom: s.age_from,
      ageTo: s.age_to,
      gender: s.gender,
      interests: s.interests.map((x) => x.trim()).filter(Boolean),
    };
    if (s.id && known.has(s.id))
      await tx.update(briefSegments).set(values).where(eq(briefSegments.id, s.id));
    else await tx.insert(briefSegments).values(values);
  }
}

async function toBrief(app: FastifyInstance, row: Brief): Promise<BriefJson> {
  return {
    id: row.id,
    name: row.name,
    brand: row.brand,
    product: row.product,
    category: row.category,
    goal: row.goal,
    audience: row.audience,
    key_message: row.keyMessage,
    placements: row.placements as BriefJson['placements'],
    segments: await segmentsOf(app.db, row.id),
    created_at: row.createdAt.toISOString(),
    analyzes: await analysesIn(app, { briefId: row.id }),
  };
}

/** Briefs (issue 6): a briefing with audience segments and its own researches and comparisons. */
export const briefsHandlers = {
  async listBriefs(request) {
    const rows = await this.db
      .select()
      .from(briefs)
      .where(eq(briefs.ownerId, request.user!.id))
      .orderBy(desc(briefs.createdAt), desc(briefs.id));
    const counts = await countsBy(
      this.db,
      'briefId',
      rows.map((r) => r.id),
    );
    return {
      items: rows.map((r) => ({
        id: r.id,
        name: r.name,
        brand: r.brand,
        product: r.product,
        created_at: r.createdAt.toISOString(),
        ...(counts.get(r.id) ?? { researches: 0, comparisons: 0 }),
      })),
    };
  },

  async createBrief(request, reply) {
    const b = request.body;
    checkBrief(b);
    const row = await this.db.transaction(async (tx) => {
      const [brief] = await tx
        .insert(briefs)
        .values({
          ownerId: request.user!.id,
          name: b.name.trim() || b.name,
          brand: b.brand,
          product: b.product,
          category: b.category,
          goal: b.goal,
          audience: b.audience,
          keyMessage: b.key_message,
          placements: [...new Set(b.placements)],
        })
        .returning();
      // Ids sent with a new brief's segments belong to nothing yet: all are new.
      await writeSegments(
        tx,
        brief!.id,
        b.segments.map(({ id: _id, ...s }) => s),
      );
      return brief!;
    });
    reply.code(201);
    return toBrief(this, row);
  },

  async getBrief(request) {
    return toBrief(this, await ownBrief(this.db, request.user!.id, request.params.briefId));
  },

  async updateBrief(request) {
    const userId = request.user!.id;
    const b = request.body;
    checkBrief(b);
    const brief = await ownBrief(this.db, userId, request.params.briefId);
    const row = await this.db.transaction(async (tx) => {
      const [updated] = await tx
        .update(briefs)
        .set({
          ...(b.name !== undefined ? { name: b.name.trim() || b.name } : {}),
          ...(b.brand !== undefined ? { brand: b.brand } : {}),
          ...(b.product !== undefined ? { product: b.product } : {}),
          ...(b.category !== undefined ? { category: b.category } : {}),
          ...(b.goal !== undefined ? { goal: b.goal } : {}),
          ...(b.audience !== undefined ? { audience: b.audience } : {}),
          ...(b.key_message !== undefined ? { keyMessage: b.key_message } : {}),
          ...(b.placements !== undefined ? { placements: [...new Set(b.placements)] } : {}),
          updatedAt: new Date(),
        })
        .where(and(eq(briefs.id, brief.id), eq(briefs.ownerId, userId)))
        .returning();
      if (b.segments) await writeSegments(tx, brief.id, b.segments);
      return updated!;
    });
    return toBrief(this, row);
  },

  async deleteBrief(request, reply) {
    const userId = request.user!.id;
    const brief = await ownBrief(this.db, userId, request.params.briefId);
    const gone = await this.db
      .select({ id: analyses.id })
      .from(analyses)
      .where(inArray(analyses.briefId, [brief.id]));
    await this.db.delete(briefs).where(and(eq(briefs.id, brief.id), eq(briefs.ownerId, userId)));
    await cleanupAnalysisFiles(
      this,
      gone.map((a) => a.id),
    );
    return reply.code(204).send();
  },
} satisfies Handlers;
