import nodemailer from 'nodemailer';
import type { EnquiryInput } from '../db/enquiries.js';

export interface SmtpSettings {
  host: string;
  port: number;
  user?: string;
  pass?: string;
  from: string;
  to: string;
}

export type Notify = (id: string, enquiry: EnquiryInput) => Promise<void>;

/** Settings from SMTP_* and NOTIFY_TO; null (notifications off) when SMTP_HOST is unset. */
export function smtpSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): SmtpSettings | null {
  if (!env.SMTP_HOST) return null;
  const from = env.SMTP_FROM || env.SMTP_USER || 'website@localhost';
  return {
    host: env.SMTP_HOST,
    port: Number(env.SMTP_PORT) || 587,
    user: env.SMTP_USER || undefined,
    pass: env.SMTP_PASS || undefined,
    from,
    to: env.NOTIFY_TO || from,
  };
}

/** A plain-text e-mail per enquiry: visitor text never goes into HTML, so it cannot inject markup. */
export function createNotifier(settings: SmtpSettings): Notify {
  const transport = nodemailer.createTransport({
    host: settings.host,
    port: settings.port,
    secure: settings.port === 465,
    auth: settings.user ? { user: settings.user, pass: settings.pass ?? '' } : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return async (id, enquiry) => {
    await transport.sendMail({
      from: settings.from,
      to: settings.to,
      replyTo: enquiry.email,
      subject: `New website enquiry from ${enquiry.fullName}`.slice(0, 200),
      text: [
        `Name: ${enquiry.fullName}`,
        `Last name: ${enquiry.customerLastName}`,
        `E-mail: ${enquiry.email}`,
        `Phone: ${enquiry.phone}`,
        '',
        enquiry.description,
        '',
        `Enquiry id: ${id}`,
      ].join('\n'),
    });
  };
}
