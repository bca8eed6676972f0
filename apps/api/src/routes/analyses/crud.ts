import type { components } from '@kreolab/api-spec';
import { MAX_PDF_PAGES } from '@kreolab/engine';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { analyses, creatives } from '../../db/schema';
import { comparisonInputs, type Container } from '../../analyses/comparison';
import { cleanupAnalysisFiles } from '../../analyses/cleanup';
import { checkContext } from '../../analyses/context';
import { resolveCreatives } from '../../analyses/creatives';
import { idsOf, planPinned, type VersionRef } from '../../analyses/versions';
import {
  brandProblem,
  isUntouchedDraft,
  ownAnalysis,
  ownBrief,
  ownLab,
  segmentsOf,
  toAnalysis,
  type DbOrTx,
  type ResearchSettings,
} from '../../analyses/model';
import { conflict, invalid } from '../../errors';
import { LABS_CHANNEL } from '../labs/cache';
import type { Handlers } from '../types';

type Create = components['schemas']['AnalysisCreate'];

async function containerOf(
  db: DbOrTx,
  userId: number,
  body: { lab_id?: number; brief_id?: number },
): Promise<Container> {
  if ((body.lab_id === undefined) === (body.brief_id === undefined))
    throw invalid({ lab_id: ['Укажите лабораторию или бриф'] });
  if (body.lab_id !== undefined) {
    await ownLab(db, userId, body.lab_id);
    return { labId: body.lab_id, briefId: null };
  }
  await ownBrief(db, userId, body.brief_id!);
  return { labId: null, briefId: body.brief_id! };
}

/**
 * Segments chosen in settings must be the brief's; a lab has only the general audience. A brand
 * is one the engine can look for (`brandProblem`). A brand area lies inside its creative (the
 * contract bounds each number, not their sums), one per creative and page; a page is one of the
 * user's PDF's first `MAX_PDF_PAGES` (the job reads no more).
 */
async function checkSettings(
  db: DbOrTx,
  userId: number,
  briefId: number | null,
  settings?: ResearchSettings,
) {
  const brand = brandProblem(settings?.brand);
  if (brand) throw invalid({ 'settings.brand': [brand] });
  const areas = settings?.brand_areas ?? [];
  // a thousandth of slack: an area dragged to the edge may sum to 1.0000001 in floating point
  if (areas.some((b) => b.x + b.width > 1.001 || b.y + b.height > 1.001))
    throw invalid({ 'settings.brand_areas': ['Область логотипа выходит за края макета'] });
  if (new Set(areas.map((b) => `${b.creative_id}:${b.page ?? 0}`)).size < areas.length)
    throw invalid({
      'settings.brand_areas': ['У креатива может быть только одна область логотипа'],
    });
  const paged = areas.filter((b) => b.page !== undefined);
  if (paged.length) {
    const rows = await db
      .select({ id: creatives.id, type: creatives.type, pages: creatives.pages })
      .from(creatives)
      .where(
        and(
          eq(creatives.ownerId, userId),
          inArray(
            creatives.id,
            paged.map((b) => b.creative_id),
          ),
        ),
      );
    // another user's creative is one without pages, as an unknown one is
    const pagesOf = new Map(
      rows.map((r) => [
        r.id,
        r.type === 'application/pdf' ? Math.min(r.pages ?? 0, MAX_PDF_PAGES) : 0,
      ]),
    );
    if (paged.some((b) => b.page! > (pagesOf.get(b.creative_id) ?? 0)))
      throw invalid({ 'settings.brand_areas': ['Такой страницы нет у креатива'] });
  }
  const chosen = settings?.segment_ids;
  if (!chosen?.length) return;
  const known = briefId ? new Set((await segmentsOf(db, briefId)).map((s) => s.id)) : new Set([0]);
  if (chosen.some((id) => !known.has(id)))
    throw invalid({ 'settings.segment_ids': ['Сегмент не найден в брифе'] });
}

/**
 * Pinned versions (issue 17): checked against the user's files; they set `creative_ids` to
 * their distinct ids, and a `creative_ids` sent beside them must say the same. An empty list
 * pins nothing.
 */
async function pinnedOf(
  db: DbOrTx,
  userId: number,
  ids: number[] | undefined,
  refs: VersionRef[] | undefined,
): Promise<{ ids: number[]; refs: VersionRef[] } | null> {
  if (!refs?.length) return null;
  const distinct = idsOf(refs);
  if (
    ids !== undefined &&
    (ids.length !== distinct.length || ids.some((id, i) => id !== distinct[i]))
  )
    throw invalid({ creative_ids: ['Не совпадает с креативами выбранных версий'] });
  await planPinned(db, userId, refs);
  return { ids: distinct, refs };
}

export const crudHandlers = {
  async createAnalysis(request, reply) {
    const userId = request.user!.id;
    const body = request.body as Create;
    const container = await containerOf(this.db, userId, body);
    let values;
    if (body.type === 'research') {
      const pinned = await pinnedOf(this.db, userId, body.creative_ids, body.creative_versions);
      const ids = pinned?.ids ?? body.creative_ids ?? [];
      if (!pinned) await resolveCreatives(this.db, userId, ids);
      await checkSettings(this.db, userId, container.briefId, body.settings);
      await checkContext(this.db, userId, body.settings?.context);
      values = {
        type: 'research' as const,
        name: body.name.trim() || body.name,
        creativeIds: ids,
        creativeVersions: pinned?.refs ?? null,
        settings: body.settings ?? null,
      };
    } else {
      await comparisonInputs(this.db, userId, container, body.research_ids);
      values = {
        type: 'comparison' as const,
        name: body.name?.trim() || 'Сравнение',
        researchIds: body.research_ids,
      };
    }
    const [row] = await this.db
      .insert(analyses)
      .values({ ownerId: userId, ...container, ...values })
      .returning();
    reply.code(201);
    return toAnalysis(this, row!);
  },

  async getAnalysis(request) {
    return toAnalysis(
      this,
      await ownAnalysis(this.db, request.user!.id, request.params.id, request.query),
    );
  },

  async updateAnalysis(request) {
    const userId = request.user!.id;
    const a = await ownAnalysis(this.db, userId, request.params.id);
    const { name, research_ids, settings, creative_versions } = request.body;
    let { creative_ids } = request.body;
    const content =
      creative_ids !== undefined ||
      creative_versions !== undefined ||
      research_ids !== undefined ||
      settings !== undefined;
    if (content && a.status !== 'draft')
      throw conflict('CHANGE_FORBIDDEN', 'Only the name may change after the start');
    if (a.type === 'research' && research_ids !== undefined)
      throw invalid({ research_ids: ['Только для сравнения'] });
    if (
      a.type === 'comparison' &&
      (creative_ids !== undefined || creative_versions !== undefined || settings !== undefined)
    )
      throw invalid({ creative_ids: ['Только для исследования'] });
    const pinned = await pinnedOf(this.db, userId, creative_ids, creative_versions);
    if (pinned) creative_ids = pinned.ids;
    else if (creative_ids) await resolveCreatives(this.db, userId, creative_ids);
    if (settings) await checkSettings(this.db, userId, a.briefId, settings);
    if (settings) await checkContext(this.db, userId, settings.context);
    if (research_ids) {
      const container =
        a.labId !== null ? { labId: a.labId, briefId: null } : { labId: null, briefId: a.briefId! };
      await comparisonInputs(this.db, userId, container as Container, research_ids);
    }
    const [row] = await this.db
      .update(analyses)
      .set({
        ...(name !== undefined ? { name: name.trim() || name } : {}),
        ...(creative_ids !== undefined ? { creativeIds: creative_ids } : {}),
        // New creatives without pinned versions take each file's current content again.
        ...(creative_ids !== undefined || creative_versions !== undefined
          ? { creativeVersions: pinned?.refs ?? null }
          : {}),
        ...(research_ids !== undefined ? { researchIds: research_ids } : {}),
        ...(settings !== undefined ? { settings } : {}),
        updatedAt: new Date(),
      })
      // The status check again: a start that slipped in between wins, and this edit is refused.
      .where(
        and(
          eq(analyses.id, a.id),
          eq(analyses.ownerId, userId),
          ...(content ? [eq(analyses.status, 'draft')] : []),
        ),
      )
      .returning();
    if (!row) throw conflict('CHANGE_FORBIDDEN', 'Only the name may change after the start');
    // The first edit of a draft the form created puts it in its lab's list and counts. The
    // database's notices (migration 0009) follow (owner, lab, type) only, so the other API
    // processes' cached lab lists are told here.
    if (isUntouchedDraft(a) && a.labId !== null)
      await this.db.execute(sql`SELECT pg_notify(${LABS_CHANNEL}, ${String(userId)})`);
    return toAnalysis(this, row);
  },

  async deleteAnalysis(request, reply) {
    const userId = request.user!.id;
    const a = await ownAnalysis(this.db, userId, request.params.id);
    // Its jobs find no row and stop; items and feedback go by cascade, files in the background.
    await this.db.delete(analyses).where(and(eq(analyses.id, a.id), eq(analyses.ownerId, userId)));
    await cleanupAnalysisFiles(this, [a.id]);
    return reply.code(204).send();
  },
} satisfies Handlers;
