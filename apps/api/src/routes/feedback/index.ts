import { hit } from '../../auth/rate-limit';
import { ownAnalysis } from '../../analyses/model';
import { badGateway } from '../../errors';
import type { MailMessage } from '../../mail';
import type { Handlers } from '../types';

/** Messages one user may send per hour through the contact form. */
const CONTACT_LIMIT = { max: 10, windowSeconds: 60 * 60 };

const escape = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

function contactMail(
  to: string,
  from: { id: number; email: string },
  reply: string,
  message: string,
  analysis: { id: number; name: string; link: string } | null,
): MailMessage {
  const about = analysis
    ? `Исследование: «${analysis.name}» (№ ${analysis.id}), ${analysis.link}`
    : null;
  const lines = [
    `Пользователь: ${from.email} (№ ${from.id})`,
    `Ответить на: ${reply}`,
    ...(about ? [about] : []),
    '',
    message,
  ];
  return {
    to,
    subject: analysis
      ? `Креолаб: сообщение об исследовании «${analysis.name}»`
      : 'Креолаб: сообщение с формы обратной связи',
    text: lines.join('\n'),
    html: `<!doctype html><html lang="ru"><head><meta charset="utf-8"></head><body style="font-family:Arial,sans-serif">${lines
      .map((l) => `<p style="margin:0 0 8px;white-space:pre-wrap">${escape(l)}</p>`)
      .join('')}</body></html>`,
  };
}

/** The contact form (POST /feedback): mailed to SUPPORT_EMAIL through the mail job. */
export const feedbackHandlers = {
  async sendFeedback(request, reply) {
    const user = request.user!;
    const { analysis_id, message, email } = request.body;
    const analysis = analysis_id ? await ownAnalysis(this.db, user.id, analysis_id) : null;
    await hit(this.db, `contact:${user.id}`, CONTACT_LIMIT);
    const base = analysis
      ? `${this.config.publicUrl}/${analysis.labId ? `labs/${analysis.labId}` : `briefs/${analysis.briefId}`}`
      : '';
    const link = analysis
      ? `${base}/${analysis.type === 'research' ? 'researches' : 'comparisons'}/${analysis.id}/result`
      : '';
    const mail = contactMail(
      this.config.supportEmail,
      user,
      email,
      message,
      analysis ? { id: analysis.id, name: analysis.name, link } : null,
    );
    try {
      await this.jobs.send('mail.send', mail);
    } catch (error) {
      request.log.error({ err: error }, 'contact form: the mail could not be queued');
      throw badGateway('FEEDBACK_SEND_FAILED', 'The message could not be sent');
    }
    reply.code(202);
    return { status: 'accepted' };
  },
} satisfies Handlers;
