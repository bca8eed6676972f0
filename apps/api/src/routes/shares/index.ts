import { ownAnalysis, type ResearchSettings } from '../../analyses/model';
import { analysisReport } from '../../analyses/report';
import { sharedFileUrls } from '../../analyses/files';
import { publicResult } from '../../analyses/result';
import {
  createLink,
  listLinks,
  openLink,
  revokeLink,
  sharedResearches,
  unlockLink,
} from '../../shares/links';
import type { Handlers } from '../types';

/**
 * Read-only links to a saved research or a comparison (issue 17): the owner makes, lists and revokes them; a guest
 * without an account reads the result and its report. The guest's answers carry only the
 * result, its name and the link's expiry; noindex and no-referrer are set for every path under
 * /shared/ by the security-headers plugin, errors included.
 */
export const shareHandlers = {
  async createShareLink(request, reply) {
    const userId = request.user!.id;
    const a = await ownAnalysis(this.db, userId, request.params.id);
    const link = await createLink(this, userId, a, request.body);
    reply.code(201);
    return link;
  },

  async listShareLinks(request) {
    const userId = request.user!.id;
    const a = await ownAnalysis(this.db, userId, request.params.id);
    return { items: await listLinks(this, userId, a.id) };
  },

  async revokeShareLink(request, reply) {
    const userId = request.user!.id;
    const a = await ownAnalysis(this.db, userId, request.params.id);
    await revokeLink(this, userId, a.id, request.params.shareId);
    return reply.code(204).send();
  },

  async getSharedAnalysis(request, reply) {
    const { link, analysis } = await openLink(
      this,
      request,
      request.params.token,
      request.query.access,
      { countView: true },
    );
    void reply.header('cache-control', 'private, no-store');
    // the images' URLs name the link: revoked, it takes them with it (analyses/files.ts)
    const urls = sharedFileUrls(this, link.id);
    // a research's score is for its goal and placement: the guest reads them as the owner does
    const settings =
      analysis.type === 'research' ? (analysis.settings as ResearchSettings | null) : null;
    return {
      name: analysis.name,
      type: analysis.type,
      expires_at: link.expiresAt.toISOString(),
      result: await publicResult(this, analysis, urls),
      ...(settings ? { goal: settings.goal, placement: settings.placement } : {}),
      ...(analysis.type === 'comparison'
        ? { researches: await sharedResearches(this, analysis, urls) }
        : {}),
    };
  },

  async unlockSharedAnalysis(request, reply) {
    void reply.header('cache-control', 'private, no-store');
    return unlockLink(this, request, request.params.token, request.body.password);
  },

  async getSharedAnalysisReport(request, reply) {
    const { analysis } = await openLink(this, request, request.params.token, request.query.access, {
      countView: false,
    });
    const pdf = await analysisReport(this, analysis, undefined);
    return reply
      .type('application/pdf')
      .header('content-disposition', 'attachment; filename="kreolab-report.pdf"')
      .header('cache-control', 'private, no-store')
      .send(Buffer.from(pdf));
  },
} satisfies Handlers;
