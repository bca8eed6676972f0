import { and, desc, eq } from 'drizzle-orm';
import { analyses, labs } from '../../db/schema';
import { cleanupAnalysisFiles } from '../../analyses/cleanup';
import { analysesIn, countsBy, ownLab } from '../../analyses/model';
import type { Handlers } from '../types';
import { sendLabs } from './cache';

const name = (value: string) => value.trim() || value;

/** Labs (issue 6): research folders holding researches and comparisons. */
export const labsHandlers = {
  /** Answered from a per-user cache of the serialized list (./cache.ts). */
  async listLabs(request, reply) {
    const userId = request.user!.id;
    return sendLabs(this, reply, userId, async () => {
      const rows = await this.db
        .select()
        .from(labs)
        .where(eq(labs.ownerId, userId))
        .orderBy(desc(labs.createdAt), desc(labs.id));
      const counts = await countsBy(
        this.db,
        'labId',
        rows.map((r) => r.id),
      );
      return {
        items: rows.map((r) => ({
          id: r.id,
          name: r.name,
          created_at: r.createdAt.toISOString(),
          ...(counts.get(r.id) ?? { researches: 0, comparisons: 0 }),
        })),
      };
    });
  },

  async createLab(request, reply) {
    const [row] = await this.db
      .insert(labs)
      .values({ ownerId: request.user!.id, name: name(request.body.name) })
      .returning();
    reply.code(201);
    return { id: row!.id, name: row!.name, created_at: row!.createdAt.toISOString(), analyzes: [] };
  },

  async getLab(request) {
    const lab = await ownLab(this.db, request.user!.id, request.params.labId);
    return {
      id: lab.id,
      name: lab.name,
      created_at: lab.createdAt.toISOString(),
      analyzes: await analysesIn(this, { labId: lab.id }),
    };
  },

  async updateLab(request) {
    const userId = request.user!.id;
    await ownLab(this.db, userId, request.params.labId);
    const [lab] = await this.db
      .update(labs)
      .set({ name: name(request.body.name), updatedAt: new Date() })
      .where(and(eq(labs.id, request.params.labId), eq(labs.ownerId, userId)))
      .returning();
    return {
      id: lab!.id,
      name: lab!.name,
      created_at: lab!.createdAt.toISOString(),
      analyzes: await analysesIn(this, { labId: lab!.id }),
    };
  },

  async deleteLab(request, reply) {
    const userId = request.user!.id;
    const lab = await ownLab(this.db, userId, request.params.labId);
    const gone = await this.db
      .select({ id: analyses.id })
      .from(analyses)
      .where(eq(analyses.labId, lab.id));
    // Analyses go with the lab (ON DELETE CASCADE); their jobs find nothing and stop.
    await this.db.delete(labs).where(and(eq(labs.id, lab.id), eq(labs.ownerId, userId)));
    await cleanupAnalysisFiles(
      this,
      gone.map((a) => a.id),
    );
    return reply.code(204).send();
  },
} satisfies Handlers;
