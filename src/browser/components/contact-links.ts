/** Links that open the dialer, the mail client, a WhatsApp chat or a map. */
export function telHref(number: string): string {
  return `tel:${number.replace(/[^+\d]/g, '')}`;
}

export function mailtoHref(address: string, subject?: string): string {
  return `mailto:${address}${subject ? `?subject=${encodeURIComponent(subject)}` : ''}`;
}

export function whatsappHref(number: string): string {
  return `https://wa.me/${number}`;
}

/**
 * A Google Maps search for an office's address as site.yaml writes it: a way to the office when the embedded map
 * is blocked or too small, and one that opens the phone's maps app.
 */
export function mapsSearchHref(addressLines: readonly string[]): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(addressLines.join(', '))}`;
}
