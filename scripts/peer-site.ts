// For `npm run bench -- --peer`: the pages of an Astro + Starlight site shaped like the documentation site it is measured against — half
// English, half Arabic right-to-left, about 500 words each with headings, a list and a table, a sidebar of 20 links,
// Pagefind over every page — generated deterministically, so two runs (and two machines) build the same site.

/** A page of the peer site: its path under the Starlight project's <site>/src/content/docs/ and its markdown with front matter. */
export interface PeerPage {
  file: string;
  lang: 'en' | 'ar';
  markdown: string;
}

export const PEER_SIDEBAR_LINKS = 20;
const WORDS_PER_PAGE = 500;

const VOCABULARY = {
  en: `tax return filing period registration threshold revenue exempt supply input output invoice credit refund audit
    review company branch partner director account balance ledger payroll report deadline penalty authority notice
    assessment group entity resident business profit loss expense asset liability valuation transfer pricing
    documentation schedule quarter annual declaration payment customs excise zone free designated standard rate
    zero relief claim adjustment correction voluntary disclosure record retention evidence contract agreement`,
  ar: `ضريبة إقرار فترة تسجيل حد إيرادات معفاة توريد مدخلات مخرجات فاتورة رصيد استرداد تدقيق مراجعة شركة فرع شريك
    مدير حساب ميزانية دفتر رواتب تقرير موعد غرامة هيئة إشعار تقييم مجموعة كيان مقيم أعمال ربح خسارة مصروف أصل التزام
    تحويل تسعير مستندات جدول ربع سنوي إعلان دفع جمارك انتقائية منطقة حرة معيارية نسبة صفرية إعفاء مطالبة تعديل تصحيح
    إفصاح طوعي سجل احتفاظ دليل عقد اتفاقية`,
};
const TABLE_HEADINGS = { en: ['Item', 'Rate', 'Deadline'], ar: ['البند', 'النسبة', 'الموعد'] };
const DESCRIPTION = { en: 'A generated page of the Starlight peer in the build benchmark.', ar: 'صفحة مولّدة لموقع المقارنة في قياس زمن البناء.' };

// Deterministic, so two runs build the same site (the same generator as scripts/synthetic-site.ts).
function random(seed: number) {
  return () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
}

function words(lang: 'en' | 'ar') {
  return VOCABULARY[lang].split(/\s+/).filter(Boolean);
}

export function peerSlug(index: number): string {
  return `page-${String(index).padStart(4, '0')}`;
}

function pageMarkdown(lang: 'en' | 'ar', number: number, next: () => number): string {
  const vocabulary = words(lang);
  const pick = () => vocabulary[Math.floor(next() * vocabulary.length)];
  const phrase = (length: number) => Array.from({ length }, pick).join(' ');
  const sentence = () => `${phrase(12)}.`;
  const paragraph = () => Array.from({ length: 4 }, sentence).join(' ');
  const title = lang === 'en' ? `Peer page ${number}` : `صفحة المقارنة ${number}`;
  const sections = [paragraph()];
  for (let section = 1; section <= 4; section++) {
    sections.push(`## ${phrase(3)} ${section}`, paragraph(), paragraph());
    if (section === 2) sections.push(Array.from({ length: 5 }, () => `- ${phrase(6)}`).join('\n'));
    if (section === 3) {
      const rows = Array.from({ length: 4 }, (_, row) => `| ${phrase(2)} | ${5 * (row + 1)}% | ${phrase(2)} |`);
      sections.push([`| ${TABLE_HEADINGS[lang].join(' | ')} |`, '| --- | ---: | --- |', ...rows].join('\n'));
    }
  }
  return `---\ntitle: ${title}\ndescription: ${DESCRIPTION[lang]}\n---\n\n${sections.join('\n\n')}\n`;
}

/**
 * `count` pages: the first half (rounded up) English at the root, the rest their Arabic translations under ar/ with the
 * same slugs, as Starlight's i18n expects.
 */
export function peerPages(count: number): PeerPage[] {
  const next = random(28);
  const english = Math.ceil(count / 2);
  const pages: PeerPage[] = [];
  for (let index = 1; index <= count; index++) {
    const lang = index <= english ? 'en' : 'ar';
    const number = lang === 'en' ? index : index - english;
    pages.push({ file: `${lang === 'en' ? '' : 'ar/'}${peerSlug(number)}.md`, lang, markdown: pageMarkdown(lang, number, next) });
  }
  return pages;
}

/** Words of a page's text as a reader counts them (front matter and markdown syntax left out). */
export function wordCount(markdown: string): number {
  const text = markdown.replace(/^---\n[\s\S]*?\n---\n/, '').replace(/[#|\-:%]/g, ' ');
  return text.split(/\s+/).filter((word) => /\p{L}/u.test(word)).length;
}

export const PEER_WORDS_PER_PAGE = WORDS_PER_PAGE;

/** The Astro config: Starlight with English at the root and Arabic right-to-left, a 20-link sidebar, Pagefind on. */
export function peerAstroConfig(count: number): string {
  const links = Array.from({ length: Math.min(PEER_SIDEBAR_LINKS, Math.ceil(count / 2)) }, (_, index) => ({ slug: peerSlug(index + 1) }));
  const starlight = {
    title: 'Peer benchmark',
    defaultLocale: 'root',
    locales: { root: { label: 'English', lang: 'en' }, ar: { label: 'العربية', lang: 'ar', dir: 'rtl' } },
    sidebar: [{ label: 'Pages', items: links }],
    pagefind: true,
  };
  return [
    `import { defineConfig } from 'astro/config';`,
    `import starlight from '@astrojs/starlight';`,
    ``,
    `export default defineConfig({`,
    `  site: 'https://peer.example',`,
    `  integrations: [starlight(${JSON.stringify(starlight, null, 2).replace(/\n/g, '\n  ')})],`,
    `});`,
    ``,
  ].join('\n');
}

export const PEER_CONTENT_CONFIG = `import { defineCollection } from 'astro:content';
import { docsLoader } from '@astrojs/starlight/loaders';
import { docsSchema } from '@astrojs/starlight/schema';

export const collections = { docs: defineCollection({ loader: docsLoader(), schema: docsSchema() }) };
`;
