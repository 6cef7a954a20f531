const ENTITIES: Record<string, string> = { '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' };

/** Text made safe inside an XML element or a quoted attribute (sitemap, RSS and Atom feeds). */
export function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => ENTITIES[char]);
}
