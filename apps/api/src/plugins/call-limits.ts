import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hit, type Limit } from '../auth/rate-limit';

const HOUR = 3600;
const TEN_MINUTES = 600;

/**
 * Per-user limits on the calls that cost real work, money or a guess at a secret: the engine
 * (starting analyses, feedback generations, PDF reports, video splits), uploads, the contact
 * form's mail, payments and invoices, and promo-code/certificate checks (a brute-force guard:
 * the three share one bucket). Counted in the database, so every API process shares them;
 * over the limit → 429 REQUEST_RATE_LIMIT with Retry-After, before the handler changes anything.
 * Sized far above what a person does by hand (the UI checks a promo code once per pause in
 * typing), far below what a script needs to hurt.
 */
export const CALL_LIMITS: Readonly<Record<string, { bucket: string; limit: Limit }>> = {
  checkPromocode: { bucket: 'codes', limit: { max: 30, windowSeconds: HOUR } },
  checkCertificate: { bucket: 'codes', limit: { max: 30, windowSeconds: HOUR } },
  applyCertificate: { bucket: 'codes', limit: { max: 30, windowSeconds: HOUR } },
  createPayment: { bucket: 'payments', limit: { max: 20, windowSeconds: HOUR } },
  createInvoice: { bucket: 'payments', limit: { max: 20, windowSeconds: HOUR } },
  sendFeedback: { bucket: 'contact', limit: { max: 5, windowSeconds: HOUR } },
  startAnalysis: { bucket: 'start', limit: { max: 30, windowSeconds: TEN_MINUTES } },
  generateAnalysisFeedback: { bucket: 'generate', limit: { max: 30, windowSeconds: TEN_MINUTES } },
  getAnalysisReport: { bucket: 'report', limit: { max: 30, windowSeconds: TEN_MINUTES } },
  splitVideo: { bucket: 'split', limit: { max: 20, windowSeconds: TEN_MINUTES } },
  uploadCreatives: { bucket: 'upload', limit: { max: 120, windowSeconds: TEN_MINUTES } },
  uploadVersion: { bucket: 'upload', limit: { max: 120, windowSeconds: TEN_MINUTES } },
  createUpload: { bucket: 'upload', limit: { max: 120, windowSeconds: TEN_MINUTES } },
};

/** Counts the call against its user's bucket; throws 429 once the bucket is full. */
export async function limitCall(
  app: FastifyInstance,
  operationId: string,
  request: FastifyRequest,
): Promise<void> {
  const rule = CALL_LIMITS[operationId];
  const user = request.user;
  if (!rule || !user) return;
  await hit(app.db, `call:${rule.bucket}:${user.id}`, rule.limit);
}
