import type { Enquiry } from '../../src/shared/api-contract.js';
import type { SmtpSettings } from '../config.js';
import { createMailTransport } from './mail-transport.js';

export type Notify = (id: string, enquiry: Enquiry) => Promise<void>;

/** A plain-text e-mail per enquiry: visitor text never goes into HTML, so it cannot inject markup. */
export function createNotifier(settings: SmtpSettings, transport = createMailTransport(settings)): Notify {
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
        ...(enquiry.language ? [`Language of the page: ${enquiry.language}`] : []),
        '',
        enquiry.description,
        '',
        `Enquiry id: ${id}`,
      ].join('\n'),
    });
  };
}
