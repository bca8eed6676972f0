import type { FastifyReply, FastifyRequest } from 'fastify';
import { securityFailure } from '../auth/security';

export type SchemeHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/**
 * The route hook that applies an operation's security requirements (OpenAPI semantics: any
 * one requirement, every scheme within it), or null for a public operation. It runs first among
 * the route's hooks, before the body is parsed or validated, so a request without valid
 * credentials is 401 whatever it carries. Unknown schemes fail at start, not at request time.
 */
export function authenticator(
  requirements: Record<string, string[]>[],
  schemes: Record<string, SchemeHandler>,
) {
  if (requirements.length === 0 || requirements.some((r) => Object.keys(r).length === 0)) {
    return null;
  }
  for (const name of requirements.flatMap((r) => Object.keys(r))) {
    if (!schemes[name]) throw new Error(`No handler for the security scheme ${name}`);
  }
  return async function authenticate(request: FastifyRequest, reply: FastifyReply) {
    const failures: unknown[] = [];
    for (const requirement of requirements) {
      try {
        for (const name of Object.keys(requirement)) await schemes[name]!(request, reply);
        return;
      } catch (error) {
        failures.push(error);
      }
    }
    throw securityFailure({ errors: failures }) ?? failures[0];
  };
}
