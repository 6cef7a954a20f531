// `npx tsx scripts/illustrations/generate.ts [--sheet FILE]`: draws the site's illustrations from their glyphs and
// writes them under content/public/images/ (services/, blog/ and the firm's own picture), where site.yaml names them. A designer's tool,
// not part of the build: the SVG files are committed, and the build copies them as they are. `--sheet` also writes
// an HTML page showing them all side by side, to judge them as a set.
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ARTICLE_ILLUSTRATIONS } from './article-glyphs.js';
import { drawIllustration } from './frame.js';
import { SERVICE_ILLUSTRATIONS } from './service-glyphs.js';

/** Each illustration must stay a small file: it is on many pages, and a card grid shows a dozen at once. */
const MAX_BYTES = 4096;

const root = resolve('.');
const all = [...SERVICE_ILLUSTRATIONS, ...ARTICLE_ILLUSTRATIONS];

const names = new Set<string>();
for (const illustration of all) {
  const file = `${illustration.name}.svg`;
  if (names.has(file)) throw new Error(`Two illustrations are named ${file}: rename one.`);
  names.add(file);
  const svg = drawIllustration(illustration);
  const bytes = Buffer.byteLength(svg);
  if (bytes > MAX_BYTES) throw new Error(`${file} is ${bytes} bytes, over ${MAX_BYTES}: simplify its glyph.`);
  writeFileSync(join(root, 'content/public/images', file), svg);
}
console.log(`Wrote ${all.length} illustrations under content/public/images/.`);

const sheetAt = process.argv.indexOf('--sheet');
if (sheetAt !== -1) {
  const sheet = process.argv[sheetAt + 1];
  const figures = [...names]
    .map((file) => `<figure><img src="${join(root, 'content/public/images', file)}" width="320" height="200"><figcaption>${file}</figcaption></figure>`)
    .join('');
  writeFileSync(sheet, `<!doctype html><style>body{display:flex;flex-wrap:wrap;gap:12px;font:12px sans-serif;margin:12px}figure{margin:0}</style>${figures}`);
  console.log(`Contact sheet: ${sheet}`);
}
