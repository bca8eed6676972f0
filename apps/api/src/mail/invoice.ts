import { formatRoubles } from '../billing/money';
import type { MailMessage } from './mailer';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The invoice PDF to the company's address, attached by its storage key. */
export function invoiceMail(input: {
  to: string;
  number: string;
  date: string;
  amountKopecks: number;
  pdfKey: string;
}): MailMessage {
  const subject = `Счёт на оплату № ${input.number} от ${input.date} — Креолаб`;
  const lines = [
    'Здравствуйте!',
    `Во вложении счёт на оплату № ${input.number} от ${input.date} на сумму ${formatRoubles(input.amountKopecks)} руб.`,
    'Тариф будет подключён после поступления оплаты на наш расчётный счёт.',
    '— Команда Креолаба',
  ];
  return {
    to: input.to,
    subject,
    text: lines.join('\n\n'),
    html: `<!doctype html>
<html lang="ru"><head><meta charset="utf-8"><title>${escape(subject)}</title></head>
<body style="font-family:Arial,sans-serif;color:#1a1b1e">${lines.map((l) => `<p>${escape(l)}</p>`).join('')}</body></html>`,
    attachments: [
      {
        filename: `Счёт № ${input.number} от ${input.date}.pdf`,
        storageKey: input.pdfKey,
        contentType: 'application/pdf',
      },
    ],
  };
}
