import MarkdownIt from 'markdown-it';
import { isInternal } from '../../shared/paths.js';
import { DEFAULT_SIZES, type ImageFacts, type ImageSizes } from '../../shared/images.js';
import { DECORATIVE_TITLE, pictureParts } from '../../shared/picture.js';
import { fillText } from '../../shared/fill-text.js';

/** How the edition names a table for screen readers (site.yaml `strings:` `table`, `tableUnder`). */
export interface TableWords {
  table: string;
  tableUnder: string;
}

const ENGLISH_TABLE_WORDS: TableWords = { table: 'Table', tableUnder: 'Table: {heading}' };

/**
 * Markdown is compiled at build time so no parser ships to browsers. `html: false` makes
 * markdown-it escape raw HTML, so an editor's `<script>` shows as text instead of running. `words`: the edition's
 * interface strings, for the names of tables.
 */
export function createMarkdownRenderer(
  canonicalLink: (link: string) => string,
  images: ImageFacts = {},
  svgSizes: ImageSizes = {},
  words: TableWords = ENGLISH_TABLE_WORDS,
): (text: string) => string {
  const md = new MarkdownIt({ html: false, linkify: false, typographer: true });
  const defaultLinkOpen = md.renderer.rules.link_open ?? ((tokens, index, options, _env, self) => self.renderToken(tokens, index, options));
  md.renderer.rules.link_open = (tokens, index, options, env, self) => {
    const token = tokens[index];
    const href = token.attrGet('href') ?? '';
    if (isInternal(href)) token.attrSet('href', canonicalLink(href));
    else if (/^https?:/i.test(href)) {
      token.attrSet('target', '_blank');
      token.attrSet('rel', 'noopener noreferrer');
    }
    return defaultLinkOpen(tokens, index, options, env, self);
  };
  // Wide tables scroll inside their own box on phones instead of widening the page.
  // Each scroll box is a landmark, so each needs its own name: the heading the table sits under.
  md.core.ruler.push('table_labels', (state) => {
    let heading = '';
    const used = new Map<string, number>();
    state.tokens.forEach((token, index) => {
      if (token.type === 'heading_open') heading = state.tokens[index + 1]?.content ?? '';
      if (token.type !== 'table_open') return;
      const base = heading ? fillText(words.tableUnder, { heading }) : words.table;
      const count = (used.get(base) ?? 0) + 1;
      used.set(base, count);
      token.meta = { label: count > 1 ? `${base} (${count})` : base };
    });
  });
  md.renderer.rules.table_open = (tokens, index) =>
    `<div class="table-scroll" tabindex="0" role="region" aria-label="${md.utils.escapeHtml(String(tokens[index].meta?.label ?? words.table))}"><table>\n`;
  md.renderer.rules.table_close = () => '</table></div>\n';
  // Images in a body are below the page's heading and lead image: they load lazily. A raster image the build made
  // variants of becomes the same <picture> as the templates' images (src/shared/picture.ts).
  md.renderer.rules.image = (tokens, index) => {
    const token = tokens[index];
    const src = token.attrGet('src') ?? '';
    const alt = token.attrGet('title') === DECORATIVE_TITLE ? '' : token.content;
    const image = images[src] ?? images[safeDecode(src)];
    const escape = md.utils.escapeHtml;
    if (!image) {
      const size = svgSizes[src] ?? svgSizes[safeDecode(src)];
      const dimensions = size ? ` width="${size.width}" height="${size.height}"` : '';
      return `<img src="${escape(src)}" alt="${escape(alt)}"${dimensions} loading="lazy" decoding="async">`;
    }
    const { sources, img } = pictureParts(image, alt, DEFAULT_SIZES, 'lazy');
    const sourceTags = sources.map((source) => `<source type="${source.type}" srcset="${escape(source.srcSet)}" sizes="${escape(source.sizes)}">`);
    const imgTag = `<img src="${escape(img.src)}" alt="${escape(img.alt)}" width="${img.width}" height="${img.height}" loading="${img.loading}" decoding="${img.decoding}">`;
    return `<picture>${sourceTags.join('')}${imgTag}</picture>`;
  };
  return (text) => md.render(text);
}

function safeDecode(src: string): string {
  try {
    return decodeURI(src);
  } catch {
    return src;
  }
}
