// `npx tsx scripts/illustrations/generate.ts [--sheet FILE]`: draws the site's illustrations from their glyphs and
// writes them under content/public/images/ (services/, blog/, tools/, home/, the firm's own picture and the
// not-found page's), where site.yaml names them. A designer's tool, not part of the build: the SVG files are
// committed, and the build copies them as they are. `--sheet` also writes an HTML page showing them all side by side,
// to judge them as a set.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { ARTICLE_ILLUSTRATIONS } from './article-glyphs.js';
import { HERO_SLIDES, NOT_FOUND_GLYPH, TOOL_GLYPHS } from './badge-glyphs.js';
import { drawBadge, drawHeroVisual } from './emblems.js';
import { drawIllustration } from './frame.js';
import { SERVICE_GLYPHS, SERVICE_ILLUSTRATIONS } from './service-glyphs.js';

/** Each illustration must stay a small file: it is on many pages, and a card grid shows a dozen at once. */
const MAX_BYTES = 4096;
/** The banner's pictures hold three glyphs and a lattice; each is the only picture its slide adds. */
const HERO_MAX_BYTES = 6144;

function serviceGlyph(name: string) {
  const found = SERVICE_GLYPHS.get(name);
  if (!found) throw new Error(`No service glyph is named ${name}: see scripts/illustrations/service-glyphs.ts.`);
  return found;
}

const drawings: { file: string; svg: string; max: number }[] = [
  ...[...SERVICE_ILLUSTRATIONS, ...ARTICLE_ILLUSTRATIONS].map((illustration) => ({
    file: illustration.name,
    svg: drawIllustration(illustration),
    max: MAX_BYTES,
  })),
  ...Object.entries(TOOL_GLYPHS).map(([tool, glyph]) => ({ file: `tools/${tool}`, svg: drawBadge(glyph), max: MAX_BYTES })),
  { file: 'not-found', svg: drawBadge(NOT_FOUND_GLYPH), max: MAX_BYTES },
  ...HERO_SLIDES.map(({ name, main, satellites }) => ({
    file: name,
    svg: drawHeroVisual({
      motif: serviceGlyph(main).motif,
      main: serviceGlyph(main).glyph,
      satellites: [serviceGlyph(satellites[0]).glyph, serviceGlyph(satellites[1]).glyph],
    }),
    max: HERO_MAX_BYTES,
  })),
];

const root = resolve('.');
const names = new Set<string>();
for (const { file: name, svg, max } of drawings) {
  const file = `${name}.svg`;
  if (names.has(file)) throw new Error(`Two illustrations are named ${file}: rename one.`);
  names.add(file);
  const bytes = Buffer.byteLength(svg);
  if (bytes > max) throw new Error(`${file} is ${bytes} bytes, over ${max}: simplify its glyph.`);
  const target = join(root, 'content/public/images', file);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, svg);
}
console.log(`Wrote ${drawings.length} illustrations under content/public/images/.`);

const sheetAt = process.argv.indexOf('--sheet');
if (sheetAt !== -1) {
  const sheet = process.argv[sheetAt + 1];
  // Badges and the banner's pictures are transparent: shown on the colours the site puts behind them.
  const ground = (file: string) => (file.startsWith('home/') ? '#0b2545' : file.startsWith('tools/') || file === 'not-found.svg' ? '#f4efe6' : 'none');
  const figures = [...names]
    .map(
      (file) =>
        `<figure><img src="${join(root, 'content/public/images', file)}" height="200" style="background:${ground(file)}"><figcaption>${file}</figcaption></figure>`,
    )
    .join('');
  writeFileSync(sheet, `<!doctype html><style>body{display:flex;flex-wrap:wrap;gap:12px;font:12px sans-serif;margin:12px}figure{margin:0}</style>${figures}`);
  console.log(`Contact sheet: ${sheet}`);
}
