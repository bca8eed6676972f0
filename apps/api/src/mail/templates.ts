import type { MailMessage } from './mailer';

/** Links in mails always come from the configured PUBLIC_URL, never from a request's Host. */
export const verifyLink = (publicUrl: string, token: string) =>
  `${publicUrl}/signin?verify=${encodeURIComponent(token)}`;
export const resetLink = (publicUrl: string, token: string) =>
  `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`;

const escape = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

interface Letter {
  subject: string;
  /** Paragraphs before the button. */
  lead: string[];
  action?: { label: string; url: string };
  /** Paragraphs after it. */
  tail: string[];
}

function render(to: string, letter: Letter): MailMessage {
  const { action } = letter;
  const text = [
    'Здравствуйте!',
    ...letter.lead,
    ...(action ? [`${action.label}: ${action.url}`] : []),
    ...letter.tail,
    '— Команда Креолаба',
  ].join('\n\n');
  const p = (s: string) => `<p style="margin:0 0 16px">${escape(s)}</p>`;
  const button = action
    ? `<p style="margin:24px 0"><a href="${escape(action.url)}" style="background:#1c7ed6;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escape(action.label)}</a></p>` +
      p('Если кнопка не работает, скопируйте ссылку в адресную строку браузера:') +
      `<p style="margin:0 0 16px;word-break:break-all"><a href="${escape(action.url)}">${escape(action.url)}</a></p>`
    : '';
  const html = `<!doctype html>
<html lang="ru"><head><meta charset="utf-8"><title>${escape(letter.subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#212529;max-width:560px;margin:0 auto;padding:24px">
${p('Здравствуйте!')}
${letter.lead.map(p).join('\n')}
${button}
${letter.tail.map(p).join('\n')}
${p('— Команда Креолаба')}
</body></html>`;
  return { to, subject: letter.subject, text, html };
}

export const verifyMail = (to: string, link: string) =>
  render(to, {
    subject: 'Подтвердите адрес электронной почты — Креолаб',
    lead: ['Вы зарегистрировались в Креолабе. Подтвердите, пожалуйста, адрес электронной почты.'],
    action: { label: 'Подтвердить адрес', url: link },
    tail: [
      'Ссылка действует 24 часа и срабатывает один раз.',
      'Если вы не регистрировались в Креолабе, просто не обращайте внимания на это письмо.',
    ],
  });

export const resetMail = (to: string, link: string) =>
  render(to, {
    subject: 'Восстановление пароля — Креолаб',
    lead: ['Мы получили запрос на смену пароля вашей учётной записи в Креолабе.'],
    action: { label: 'Сменить пароль', url: link },
    tail: [
      'Ссылка действует 1 час и срабатывает один раз.',
      'Если вы не запрашивали смену пароля, ничего не делайте: пароль останется прежним.',
    ],
  });

export const passwordChangedMail = (to: string, publicUrl: string) =>
  render(to, {
    subject: 'Пароль изменён — Креолаб',
    lead: [
      'Пароль вашей учётной записи в Креолабе только что изменён. Все открытые сеансы завершены, войдите снова с новым паролем.',
    ],
    action: { label: 'Войти', url: `${publicUrl}/signin` },
    tail: [`Если пароль меняли не вы, сразу восстановите доступ: ${publicUrl}/forgot-password`],
  });
