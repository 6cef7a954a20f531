// The calculators' glyphs and the not-found page's, drawn as badges (emblems.ts), and the home banner's pictures,
// one per slide, from the services' glyphs of the slide's menu group.
import { circle, page, path, rect, tickBadge } from './shapes.js';

/** A dashed line: the threshold a figure crosses, a trail. */
const dashed = (cls: string, d: string, dash: string) => `<path class="${cls}" stroke-dasharray="${dash}" d="${d}"/>`;

const keys = [36, 50, 64].flatMap((x) => [52, 66, 80].map((y) => circle('t', x, y, 3.2))).join('');

/** One per calculator, named after the tool's id (site.yaml's `tool:`). */
export const TOOL_GLYPHS: Record<string, string> = {
  'corporate-tax':
    rect('s', 24, 8, 52, 86, 7) + rect('t', 32, 16, 36, 22, 3) + path('g', 'M44 33L56 21') + circle('f', 45, 23, 2.4) + circle('f', 55, 31, 2.4) + keys,
  'late-payment-penalty':
    circle('s', 40, 42, 28) +
    path('s', 'M40 26V42L52 50') +
    path('t', 'M40 17V21M15 42H19M40 63V67') +
    rect('g b', 56, 80, 34, 10, 5) +
    rect('g b', 56, 68, 34, 10, 5) +
    rect('g b', 56, 56, 34, 10, 5),
  'registration-deadline':
    rect('s', 10, 18, 72, 66, 6) +
    path('s', 'M10 34H82M28 10V24M64 10V24') +
    [24, 38, 52, 66].flatMap((x) => [46, 60, 74].map((y) => (x === 52 && y === 60 ? '' : circle('t', x, y, 1.6)))).join('') +
    circle('g', 52, 60, 8) +
    tickBadge(82, 82, 12),
  'vat-registration':
    path('s', 'M10 88H90') +
    rect('s', 18, 62, 14, 26, 2) +
    rect('s', 43, 46, 14, 42, 2) +
    rect('s b', 68, 24, 14, 64, 2) +
    dashed('g', 'M8 40H92', '7 6') +
    circle('f', 92, 40, 3),
  'vat-credit-deadline':
    path('s', 'M12 10H56V84L50 79L44 84L38 79L32 84L26 79L20 84L12 79Z') +
    path('t', 'M20 24H48M20 34H42M20 44H46') +
    rect('g', 60, 32, 10, 6, 2) +
    circle('s b', 65, 62, 23) +
    path('g', 'M65 62V48M65 62L75 68'),
  'e-invoicing-dates':
    page(12, 8, 50, 70, [24, 18, 28, 14]) +
    rect('g b', 50, 50, 40, 38, 4) +
    path('g', 'M50 61H90M61 45V55M79 45V55') +
    circle('f', 62, 74, 3) +
    circle('f', 78, 74, 3),
};

/** The not-found page: a signpost, two ways to go on. */
export const NOT_FOUND_GLYPH =
  path('s', 'M50 10V88M32 88H68') +
  path('s b', 'M50 20H80L89 29L80 38H50Z') +
  path('g b', 'M50 46H21L12 55L21 64H50Z') +
  dashed('t', 'M74 88Q84 78 92 82', '1 6');

/**
 * The home banner's pictures, one per slide (site.yaml's `slides:` name the files): the slide's service in the large
 * medallion, two services of its menu group in the small ones, on that group's lattice. Names are service glyphs'.
 */
export const HERO_SLIDES: { name: string; main: string; satellites: [string, string] }[] = [
  { name: 'home/corporate-tax', main: 'corporate-tax', satellites: ['corporate-tax-return', 'transfer-pricing'] },
  { name: 'home/vat', main: 'vat', satellites: ['vat-registration', 'vat-refund'] },
  { name: 'home/audit', main: 'audit', satellites: ['internal-audit', 'stock-audit'] },
  { name: 'home/accounting', main: 'accounting', satellites: ['cash-flow', 'payroll'] },
];
