export {
  createMailer,
  type MailAttachment,
  type Mailer,
  type MailFile,
  type MailMessage,
} from './mailer';
export { registerMailJobs } from './jobs';
export * from './templates';
