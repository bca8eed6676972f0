export { createMailer, type Mailer, type MailMessage } from './mailer';
export { registerMailJobs } from './jobs';
export * from './templates';
