/** Links that open the dialer, the mail client, a WhatsApp chat or a map. */
export function telHref(number: string): string {
  return `tel:${number.replace(/[^+\d]/g, '')}`;
}

export function mailtoHref(address: string, subject?: string): string {
  return `mailto:${address}${subject ? `?subject=${encodeURIComponent(subject)}` : ''}`;
}

/** What the WhatsApp link needs to know of the site's contact details. */
export interface WhatsappSource {
  phones: readonly { number: string; whatsapp?: boolean }[];
  /** The older separate field, used when no phone is marked as taking WhatsApp. */
  whatsapp?: string;
}

/**
 * A chat with the firm on WhatsApp, made from the number as people read it (`+971 50 123 4567` → wa.me/971501234567):
 * the first phone marked as taking WhatsApp, else the older `site.whatsapp`; undefined when the site has neither.
 */
export function whatsappHref(site: WhatsappSource): string | undefined {
  const number = site.phones.find((phone) => phone.whatsapp)?.number ?? site.whatsapp;
  return number ? `https://wa.me/${number.replace(/\D/g, '')}` : undefined;
}

/**
 * A Google Maps search for an office's address as site.yaml writes it: a way to the office when the embedded map
 * is blocked or too small, and one that opens the phone's maps app.
 */
export function mapsSearchHref(addressLines: readonly string[]): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(addressLines.join(', '))}`;
}
