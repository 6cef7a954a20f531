/** Links that open the dialer, the mail client or a WhatsApp chat. */
export function telHref(number: string): string {
  return `tel:${number.replace(/[^+\d]/g, '')}`;
}

export function mailtoHref(address: string, subject?: string): string {
  return `mailto:${address}${subject ? `?subject=${encodeURIComponent(subject)}` : ''}`;
}

export function whatsappHref(number: string): string {
  return `https://wa.me/${number}`;
}
