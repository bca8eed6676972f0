import { contextPreview, contextTemplates } from '../../analyses/context';
import type { Handlers } from '../types';

/** The context templates of issue 17: public, the same for everyone. */
export const contextHandlers = {
  async listContexts(_request, reply) {
    reply.header('cache-control', 'public, max-age=3600');
    return contextTemplates();
  },

  async getContextPreview(request, reply) {
    const png = await contextPreview(request.params.context_id);
    return reply
      .type('image/png')
      .header('content-length', String(png.byteLength))
      .header('cache-control', 'public, max-age=86400')
      .send(Buffer.from(png));
  },
} satisfies Handlers;
