// The frame every illustration shares: a field in the site's palette, a restrained geometric lattice fading out
// towards an eight-pointed medallion, and the topic's glyph drawn in the medallion. The lattice names the family of
// services (one per menu group), the field the kind of page: navy for services, sand for articles. Colours are the
// site's (src/browser/styles/base.css).

export type Motif = 'star' | 'hexagram' | 'diamond' | 'octagon' | 'rings' | 'cross' | 'chevron';
export type Kind = 'service' | 'article';

export const WIDTH = 640;
export const HEIGHT = 400;

export interface Palette {
  field: string;
  medallion: string;
  line: string;
  accent: string;
  lattice: string;
  latticeOpacity: number;
  ring: string;
}

export const PALETTES: Record<Kind, Palette> = {
  service: {
    field: '#0b2545',
    medallion: '#123563',
    line: '#f4efe6',
    accent: '#e3b46a',
    lattice: '#c8963e',
    latticeOpacity: 0.42,
    ring: '#c8963e',
  },
  article: {
    field: '#f4efe6',
    medallion: '#ffffff',
    line: '#0b2545',
    accent: '#c8963e',
    lattice: '#8a5a12',
    latticeOpacity: 0.3,
    ring: '#c8963e',
  },
};

const r = (value: number) => Math.round(value * 10) / 10;

/** Points of a regular star or polygon, as an SVG points list. */
export function starPoints(cx: number, cy: number, outer: number, inner: number, points: number, turn = -90): string {
  const corners: string[] = [];
  for (let i = 0; i < points * 2; i++) {
    const radius = i % 2 === 0 ? outer : inner;
    const angle = ((turn + (i * 180) / points) * Math.PI) / 180;
    corners.push(`${r(cx + radius * Math.cos(angle))} ${r(cy + radius * Math.sin(angle))}`);
  }
  return corners.join(' ');
}

/** Two squares turned 45° to each other: the eight-pointed star of Arabic ornament, as one outline. */
export function octagram(cx: number, cy: number, size: number): string {
  return starPoints(cx, cy, size, size * 0.7654, 8, -90);
}

/** Each lattice as one repeating tile: its size and what it draws (lines crossing the edge meet their neighbours). */
export const MOTIFS: Record<Motif, { width: number; height: number; draw: string }> = {
  star: {
    width: 64,
    height: 64,
    draw: `<polygon points="${octagram(32, 32, 20)}"/><path d="M32 0V12M32 52V64M0 32H12M52 32H64"/>`,
  },
  hexagram: {
    width: 56,
    height: 97,
    draw: [
      [0, 0],
      [56, 0],
      [0, 97],
      [56, 97],
      [28, 48.5],
    ]
      .map(([x, y]) => `<polygon points="${starPoints(x, y, 19, 11, 6)}"/>`)
      .join(''),
  },
  diamond: { width: 40, height: 40, draw: '<path d="M20 0L40 20L20 40L0 20Z"/><circle cx="20" cy="20" r="4"/>' },
  octagon: { width: 48, height: 48, draw: '<path d="M14 0H34L48 14V34L34 48H14L0 34V14Z"/><path d="M24 14V34M14 24H34"/>' },
  rings: {
    width: 40,
    height: 40,
    draw: '<circle cx="0" cy="0" r="20"/><circle cx="40" cy="0" r="20"/><circle cx="0" cy="40" r="20"/><circle cx="40" cy="40" r="20"/><circle cx="20" cy="20" r="20"/>',
  },
  cross: {
    width: 48,
    height: 48,
    draw: '<path d="M18 6H30V18H42V30H30V42H18V30H6V18H18Z"/><path d="M0 -6L6 0L0 6L-6 0ZM48 -6L54 0L48 6L42 0ZM0 42L6 48L0 54L-6 48ZM48 42L54 48L48 54L42 48Z"/>',
  },
  chevron: { width: 40, height: 28, draw: '<path d="M0 20L20 8L40 20"/><circle cx="20" cy="22" r="2"/>' },
};

/** A number from 0 to 1 that depends only on the name: the same name always draws the same picture. */
function seed(name: string, salt: number): number {
  let hash = 2166136261 ^ salt;
  for (const char of name) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return ((hash >>> 0) % 1000) / 1000;
}

export interface Illustration {
  /** The file under content/public/images/, without `.svg`; also varies the lattice's offset and scale. */
  name: string;
  kind: Kind;
  motif: Motif;
  /** The topic's drawing in a 100 × 100 box, using the classes s (line), t (fine line), g (accent line), f (accent fill) and b (medallion fill). */
  glyph: string;
}

/** The illustration as a complete SVG document. */
export function drawIllustration({ name, kind, motif, glyph }: Illustration): string {
  const palette = PALETTES[kind];
  const tile = MOTIFS[motif];
  const scale = r(0.9 + seed(name, 1) * 0.3);
  const shift = [r(seed(name, 2) * tile.width), r(seed(name, 3) * tile.height)];
  const style = [
    `.s,.t,.g{fill:none;stroke-linecap:round;stroke-linejoin:round}`,
    `.s{stroke:${palette.line};stroke-width:4}`,
    `.t{stroke:${palette.line};stroke-width:2.6;stroke-opacity:.85}`,
    `.g{stroke:${palette.accent};stroke-width:4}`,
    `.f{fill:${palette.accent}}`,
    `.b{fill:${palette.medallion}}`,
  ].join('');
  const cx = WIDTH / 2;
  const cy = HEIGHT / 2;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">`,
    `<defs><style>${style}</style>`,
    `<pattern id="p" width="${tile.width}" height="${tile.height}" patternUnits="userSpaceOnUse" patternTransform="translate(${shift.join(' ')}) scale(${scale})">`,
    `<g fill="none" stroke="${palette.lattice}" stroke-width="1.6">${tile.draw}</g></pattern>`,
    `<radialGradient id="v" cx=".5" cy=".5" r=".62"><stop offset=".3" stop-color="#000"/><stop offset=".95" stop-color="#fff"/></radialGradient>`,
    `<mask id="m"><rect width="${WIDTH}" height="${HEIGHT}" fill="url(#v)"/></mask></defs>`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="${palette.field}"/>`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#p)" mask="url(#m)" opacity="${palette.latticeOpacity}"/>`,
    `<polygon points="${octagram(cx, cy, 150)}" fill="${palette.field}" stroke="${palette.ring}" stroke-width="2" stroke-opacity=".7"/>`,
    `<circle cx="${cx}" cy="${cy}" r="118" fill="${palette.medallion}" stroke="${palette.ring}" stroke-width="3"/>`,
    `<circle cx="${cx}" cy="${cy}" r="108" fill="none" stroke="${palette.ring}" stroke-width="1" stroke-opacity=".6"/>`,
    `<g transform="translate(${cx - 72} ${cy - 72}) scale(1.44)">${glyph}</g>`,
    `</svg>`,
    '',
  ].join('');
}
