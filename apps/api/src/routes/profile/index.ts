import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { currentTariffJson } from '../../billing/serialize';
import { users } from '../../db/schema';
import { invalid, notFound } from '../../errors';
import type { Handlers } from '../types';
import { sendProfile } from './cache';
import { profileRow } from './counts';
import { validateProfile } from './validation';

/** The contract's `Profile`: product-spec §3 fields, the counters and the current tariff. */
export async function profileOf(app: FastifyInstance, userId: number) {
  const row = await profileRow(app.db, userId);
  if (!row) throw notFound('No such user');
  const { user, userTariff, tariff } = row;
  return {
    id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    middle_name: user.middleName,
    email: user.email,
    phone: user.phone,
    is_main_email: true,
    work_place: user.workPlace,
    position: user.position,
    skills: user.skills,
    researches: row.researches,
    comparisons: row.comparisons,
    disk_used: row.diskUsed,
    hint_comparison_create: user.hintComparisonCreate,
    hint_research_create: user.hintResearchCreate,
    hint_research_before_save: user.hintResearchBeforeSave,
    hint_research_after_save: user.hintResearchAfterSave,
    tariff: userTariff && tariff ? currentTariffJson(userTariff, tariff, row.queued) : null,
  };
}

export const profileHandlers = {
  /** From the per-user cache (./cache.ts); a hit touches no database. */
  getMe(request, reply) {
    const userId = request.user!.id;
    return sendProfile(request.server, reply, userId, () => profileOf(request.server, userId));
  },

  /** Any subset of the fields; 422 with every bad field at once; hints stored as sent. */
  async updateMe(request) {
    const { body } = request;
    const { values, fields } = validateProfile(body);
    if (Object.keys(fields).length > 0) throw invalid(fields);
    const set: Partial<typeof users.$inferInsert> = {
      ...(values.first_name !== undefined && { firstName: values.first_name }),
      ...(values.last_name !== undefined && { lastName: values.last_name }),
      ...(values.middle_name !== undefined && { middleName: values.middle_name }),
      ...(values.phone !== undefined && { phone: values.phone }),
      ...(values.work_place !== undefined && { workPlace: values.work_place }),
      ...(values.position !== undefined && { position: values.position }),
      ...(values.skills !== undefined && { skills: values.skills }),
      ...(body.hint_comparison_create !== undefined && {
        hintComparisonCreate: body.hint_comparison_create,
      }),
      ...(body.hint_research_create !== undefined && {
        hintResearchCreate: body.hint_research_create,
      }),
      ...(body.hint_research_before_save !== undefined && {
        hintResearchBeforeSave: body.hint_research_before_save,
      }),
      ...(body.hint_research_after_save !== undefined && {
        hintResearchAfterSave: body.hint_research_after_save,
      }),
    };
    if (Object.keys(set).length > 0)
      await request.server.db
        .update(users)
        .set({ ...set, updatedAt: new Date() })
        .where(eq(users.id, request.user!.id));
    return profileOf(request.server, request.user!.id);
  },
} satisfies Handlers;
