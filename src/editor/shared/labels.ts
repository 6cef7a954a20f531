/** A key as a label: `headOffice` → `Head office`, `faq` → `FAQ`, `baseUrl` → `Base URL`, `whatsapp` → `WhatsApp`. The schema's description is the help under it. */
export function labelFor(key: string): string {
  if (key === 'faq' || key === 'api') return key.toUpperCase();
  if (key === 'ar') return 'Arabic';
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .replace(/\b(url|id|faq)\b/g, (word) => word.toUpperCase())
    .replace(/\bwhatsapp\b/g, 'WhatsApp');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
