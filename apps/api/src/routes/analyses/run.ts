import { eq } from 'drizzle-orm';
import { analyses, type Analysis } from '../../db/schema';
import { generateFeedback, listFeedback } from '../../analyses/feedback';
import { fileSigner } from '../../analyses/files';
import { ownAnalysis, toAnalysis } from '../../analyses/model';
import { analysisReport } from '../../analyses/report';
import { assertResult, publicResult } from '../../analyses/result';
import { startAnalysis } from '../../analyses/start';
import { forbidden, notFound } from '../../errors';
import { sharedFileAllowed } from '../../shares/links';
import type { Handlers } from '../types';

const progressOf = (a: Pick<Analysis, 'status' | 'progress' | 'stage'>) => ({
  status: a.status,
  progress: Math.max(0, Math.min(100, a.progress)),
  stage: a.stage,
});

const FINAL = new Set(['done', 'failed', 'canceled']);
/** How often the stream looks at the row, and how often it proves it is alive. */
export const SSE_POLL_MS = 500;
const SSE_HEARTBEAT_MS = 15_000;
const SSE_MAX_MS = 30 * 60_000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export const runHandlers = {
  async startAnalysis(request, reply) {
    const userId = request.user!.id;
    const a = await startAnalysis(
      this,
      userId,
      await ownAnalysis(this.db, userId, request.params.id),
    );
    reply.code(202);
    return progressOf(a);
  },

  async getAnalysisProgress(request) {
    return progressOf(
      await ownAnalysis(this.db, request.user!.id, request.params.id, request.query),
    );
  },

  /**
   * Server-sent events: `event: progress` with the Progress JSON whenever it changes (read from
   * the database every 500 ms, so any API process can serve any analysis), a comment line as a
   * heartbeat, and the end of the stream after a final status.
   */
  async streamAnalysisEvents(request, reply) {
    const userId = request.user!.id;
    const a = await ownAnalysis(this.db, userId, request.params.id, request.query);
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
      'x-request-id': request.id,
    });
    let closed = false;
    request.raw.on('close', () => (closed = true));
    raw.on('close', () => (closed = true));
    let last = '';
    let beat = Date.now();
    const until = Date.now() + SSE_MAX_MS;
    raw.write('retry: 2000\n\n');
    let row: Pick<Analysis, 'status' | 'progress' | 'stage'> | undefined = a;
    try {
      while (!closed && row && Date.now() < until) {
        const data = JSON.stringify(progressOf(row));
        if (data !== last) {
          raw.write(`event: progress\ndata: ${data}\n\n`);
          last = data;
        }
        if (FINAL.has(row.status)) break;
        if (Date.now() - beat >= SSE_HEARTBEAT_MS) {
          raw.write(': ping\n\n');
          beat = Date.now();
        }
        await sleep(SSE_POLL_MS);
        [row] = await this.db
          .select({ status: analyses.status, progress: analyses.progress, stage: analyses.stage })
          .from(analyses)
          .where(eq(analyses.id, a.id));
      }
    } catch (error) {
      request.log.warn({ err: error }, 'progress stream ended early');
    } finally {
      raw.end();
    }
  },

  async getAnalysisResult(request) {
    return publicResult(
      this,
      await ownAnalysis(this.db, request.user!.id, request.params.id, request.query),
    );
  },

  async saveAnalysis(request) {
    const userId = request.user!.id;
    const a = await ownAnalysis(this.db, userId, request.params.id);
    assertResult(a);
    const [row] = await this.db
      .update(analyses)
      .set({
        name: request.body.name.trim() || request.body.name,
        saved: true,
        updatedAt: new Date(),
      })
      .where(eq(analyses.id, a.id))
      .returning();
    return toAnalysis(this, row!);
  },

  async listAnalysisFeedback(request) {
    const userId = request.user!.id;
    return listFeedback(
      this,
      userId,
      await ownAnalysis(this.db, userId, request.params.id, request.query),
    );
  },

  async generateAnalysisFeedback(request, reply) {
    const userId = request.user!.id;
    const a = await ownAnalysis(this.db, userId, request.params.id);
    const batch = await generateFeedback(this, userId, a, request.body.segment_id);
    reply.code(201);
    return batch;
  },

  async getAnalysisReport(request, reply) {
    const userId = request.user!.id;
    const a = await ownAnalysis(this.db, userId, request.params.id, request.query);
    const pdf = await analysisReport(this, a, request.query.regions);
    const file = `kreolab-report-${a.id}.pdf`;
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${file}"`)
      .header('cache-control', 'private, no-store')
      .send(Buffer.from(pdf));
  },

  async downloadAnalysisFile(request, reply) {
    const signed = fileSigner(this).verify(request.params.token);
    if (!signed) throw forbidden('Forbidden', 'The link is invalid or has expired');
    const { key, shareId } = signed;
    // a guest's image goes with its link (revoked or expired: as its result, 404)
    if (shareId !== null && !(await sharedFileAllowed(this, shareId)))
      throw notFound('The link is unknown, revoked or expired');
    const { body, info } = await this.storage.get(key);
    return reply
      .type(key.endsWith('.png') ? 'image/png' : 'image/jpeg')
      .header('content-length', String(info.size))
      .header('cache-control', 'private, max-age=3600')
      .send(body);
  },
} satisfies Handlers;
