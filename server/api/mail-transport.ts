import nodemailer, { type Transporter } from 'nodemailer';
import type { SmtpSettings } from '../config.js';

/**
 * The one way the server and its commands reach the mail server (enquiry notifications, alert confirmations, alerts):
 * SMTP with the settings of server/config.ts, and timeouts so a mail server that stops answering cannot hang a
 * request or a send.
 */
export function createMailTransport(settings: SmtpSettings): Transporter {
  return nodemailer.createTransport({
    host: settings.host,
    port: settings.port,
    secure: settings.port === 465,
    auth: settings.user ? { user: settings.user, pass: settings.pass ?? '' } : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
}
