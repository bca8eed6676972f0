import { adminHandlers } from './admin';
import { analysesHandlers } from './analyses';
import { authHandlers } from './auth';
import { briefsHandlers } from './briefs';
import { cloudHandlers } from './cloud';
import { feedbackHandlers } from './feedback';
import { healthHandlers } from './health';
import { labsHandlers } from './labs';
import { paymentHandlers } from './payments';
import { profileHandlers } from './profile';
import { shareHandlers } from './shares';
import { tariffHandlers } from './tariffs';
import { tokensHandlers } from './tokens';
import type { AnyHandler, Handlers } from './types';

export type {
  AnyHandler,
  Handlers,
  OperationHandler,
  OperationId,
  OperationRequest,
  ReplyOf,
} from './types';

/**
 * Every implemented operation, by feature. An operationId of the contract that is in none of
 * these answers 501 NOT_IMPLEMENTED; one that is not in the contract stops the start.
 */
export const featureHandlers: Record<string, Handlers> = {
  health: healthHandlers,
  auth: authHandlers,
  profile: profileHandlers,
  tariffs: tariffHandlers,
  payments: paymentHandlers,
  admin: adminHandlers,
  cloud: cloudHandlers,
  labs: labsHandlers,
  briefs: briefsHandlers,
  analyses: analysesHandlers,
  feedback: feedbackHandlers,
  tokens: tokensHandlers,
  shares: shareHandlers,
};

/** One map of all handlers; a duplicate across features is a mistake, an override is deliberate. */
export function mergeHandlers(
  groups: Record<string, Handlers>,
  overrides: Handlers = {},
): Map<string, AnyHandler> {
  const merged = new Map<string, AnyHandler>();
  for (const [feature, handlers] of Object.entries(groups)) {
    for (const [operationId, handler] of Object.entries(handlers)) {
      if (merged.has(operationId))
        throw new Error(`Operation ${operationId} is handled twice (again in ${feature})`);
      merged.set(operationId, handler as AnyHandler);
    }
  }
  for (const [operationId, handler] of Object.entries(overrides))
    merged.set(operationId, handler as AnyHandler);
  return merged;
}
