// The services' glyphs, by menu group: each group's lattice (its motif) and one drawing per topic of the group.
import type { Illustration, Motif } from './frame.js';
import { arrowhead, circle, gear, page, path, pen, rect, star, tick, tickBadge } from './shapes.js';

type Glyphs = Record<string, string>;

const corporateTax: Glyphs = {
  'corporate-tax':
    path('s', 'M12 36L50 14L88 36Z') +
    path('s', 'M10 86H90M16 78H84') +
    path('s', 'M24 42V72M40 42V72M56 42V72M72 42V72') +
    circle('g b', 74, 70, 16) +
    path('g', 'M67 78L81 62') +
    circle('f', 68, 64, 3) +
    circle('f', 80, 76, 3),
  'corporate-tax-registration':
    rect('s', 20, 18, 50, 70, 5) + rect('s b', 34, 11, 22, 12, 3) + path('t', 'M30 38H58M30 50H58M30 62H46') + pen('g b', 56, 86, 44),
  'corporate-tax-return':
    page(30, 8, 40, 52, []) + path('g', 'M50 50V22') + arrowhead('g', 50, 20, -90, 10) + path('s b', 'M12 60H32L38 72H62L68 60H88V90H12Z'),
  'transfer-pricing':
    path('s', 'M6 88H94') +
    rect('s', 10, 42, 28, 46) +
    rect('s', 62, 24, 28, 64) +
    path('t', 'M18 54H30M18 64H30M18 74H30M70 36H82M70 46H82M70 56H82M70 66H82M70 76H82') +
    path('g', 'M43 46H57M57 64H43') +
    arrowhead('g', 58, 46, 0, 7) +
    arrowhead('g', 42, 64, 180, 7),
  'tax-group':
    rect('g', 36, 10, 28, 20, 4) +
    path('t', 'M50 30V48M20 66V48H80V66M50 48V66') +
    rect('s', 8, 66, 24, 20, 3) +
    rect('s', 38, 66, 24, 20, 3) +
    rect('s', 68, 66, 24, 20, 3),
};

const vat: Glyphs = {
  vat:
    path('s', 'M24 10H76V88L70 83L64 88L57 83L50 88L43 83L36 88L30 83L24 88Z') +
    path('t', 'M34 24H66M34 34H56') +
    path('g', 'M38 70L62 46') +
    circle('g', 40, 49, 4.5) +
    circle('g', 60, 67, 4.5),
  'vat-registration':
    rect('s', 12, 22, 76, 56, 7) + circle('t', 32, 42, 8) + path('t', 'M18 66Q32 52 46 66') + path('t', 'M54 40H76M54 50H70') + tickBadge(74, 72, 13),
  'vat-refund': circle('s', 50, 50, 19) + circle('t', 50, 50, 12) + path('g', 'M50 14A36 36 0 1 1 18.8 32') + arrowhead('g', 18.8, 32, 120, 9),
  'vat-penalty-waiver':
    path('s', 'M50 18V82M34 86H66M18 28H82') +
    circle('f', 50, 16, 4) +
    path('t', 'M18 28L8 54M18 28L28 54M82 28L72 54M82 28L92 54') +
    path('g', 'M6 54Q18 68 30 54ZM70 54Q82 68 94 54Z'),
  excise:
    path('s', 'M30 88V50Q30 42 37 37V22H47V37Q54 42 54 50V88Z') +
    rect('f', 36, 12, 12, 9, 2) +
    path('t', 'M30 60H54M30 76H54') +
    rect('s', 62, 44, 24, 44, 5) +
    path('t', 'M62 52H86') +
    path('g', 'M68 66H80M68 74H80'),
};

const audit: Glyphs = {
  audit:
    rect('s', 12, 14, 50, 66, 4) + path('t', 'M22 28H52M22 38H52M22 48H38') + circle('s b', 60, 58, 19) + path('g', 'M74 72L88 86') + tick('g', 58, 64, 0.8),
  'internal-audit':
    rect('s', 10, 16, 26, 18, 3) +
    rect('s', 64, 16, 26, 18, 3) +
    rect('s', 10, 66, 26, 18, 3) +
    path('g', 'M77 60L91 75L77 90L63 75Z') +
    path('t', 'M36 25H64M23 34V66M36 75H63'),
  'forensic-audit': path('t', 'M40 74V54A8 8 0 0 1 56 54V66M34 78V54A14 14 0 0 1 62 54V74M28 72V54A20 20 0 0 1 68 54V62M22 62V54A26 26 0 0 1 74 54'),
  'stock-audit':
    rect('s', 12, 52, 32, 32, 2) +
    rect('s', 48, 52, 32, 32, 2) +
    rect('s', 30, 18, 32, 32, 2) +
    path('t', 'M28 52V62M64 52V62M46 18V28') +
    tickBadge(80, 26, 12),
};
audit['forensic-audit'] += circle('g', 62, 62, 16) + path('g', 'M73 73L88 88');

const accounting: Glyphs = {
  accounting:
    path('s', 'M50 26Q32 18 10 22V80Q32 76 50 84Q68 76 90 80V22Q68 18 50 26Z') +
    path('t', 'M50 26V84M18 36H42M18 46H42M18 56H42M18 66H36') +
    path('g', 'M60 70V58M70 70V46M80 70V36'),
  'cash-flow':
    rect('s', 12, 70, 32, 10, 5) +
    rect('s b', 12, 58, 32, 10, 5) +
    rect('s b', 12, 46, 32, 10, 5) +
    path('t', 'M52 86H92') +
    path('g', 'M52 74L64 58L74 64L90 34') +
    arrowhead('g', 90, 34, -62, 9),
  payroll:
    rect('s b', 24, 12, 52, 40, 3) +
    circle('f', 38, 26, 5) +
    path('g', 'M30 42Q38 32 46 42') +
    path('t', 'M54 24H68M54 32H66') +
    path('s b', 'M12 40H88V86H12Z') +
    path('t', 'M12 40L50 66L88 40'),
  'fixed-assets':
    path('s', 'M12 86V52L30 42V52L48 42V52L66 42V86') +
    rect('s', 70, 24, 12, 62) +
    path('s', 'M6 86H94') +
    path('g b', 'M22 60H42L48 66L42 72H22Z') +
    circle('f', 27, 66, 2),
  ifrs:
    rect('s', 14, 26, 18, 60) +
    rect('s', 34, 16, 18, 70) +
    path('s', 'M56 86L70 24L87 28L73 90Z') +
    path('t', 'M14 36H32M14 76H32M34 28H52M34 76H52') +
    path('f', 'M38 16V32L43 28L48 32V16Z') +
    path('s', 'M6 90H94'),
};

const mergers: Glyphs = {
  mergers: circle('s', 37, 50, 25) + circle('s', 63, 50, 25) + path('f', 'M50 28.3A25 25 0 0 1 50 71.7A25 25 0 0 1 50 28.3Z'),
  'due-diligence':
    rect('t', 26, 10, 44, 58, 3) + page(16, 18, 44, 62, [24, 28, 18]) + path('g b', 'M68 44L86 50V62Q86 76 68 86Q50 76 50 62V50Z') + tick('g', 66, 70, 0.7),
  liquidation: rect('s', 16, 46, 68, 40, 3) + rect('s b', 12, 36, 76, 12, 2) + path('s', 'M42 60H58') + path('g', 'M50 8V26') + arrowhead('g', 50, 28, 90, 9),
  'corporate-finance':
    path('s', 'M8 88H92') +
    rect('s', 14, 62, 14, 24) +
    rect('s', 34, 48, 14, 38) +
    rect('s', 54, 34, 14, 52) +
    circle('g', 80, 22, 10) +
    circle('f', 80, 22, 4),
  'invest-in-india':
    circle('s', 50, 56, 30) +
    path('t', 'M20 56H80M25 41H75M25 71H75') +
    path('t', 'M50 26Q34 56 50 86Q66 56 50 26') +
    path('g', 'M22 28Q46 -4 76 22') +
    arrowhead('g', 77, 23, 45, 8) +
    circle('f', 22, 30, 4),
};

const formation: Glyphs = {
  formation:
    rect('s', 8, 16, 84, 58, 3) +
    rect('t', 15, 23, 70, 44) +
    path('t', 'M24 38H58M24 48H50') +
    path('g', 'M64 72L60 90L66 86L70 91M76 72L80 90L74 86L70 91') +
    circle('g b', 70, 62, 12) +
    circle('f', 70, 62, 5),
  'business-registration':
    circle('s', 50, 16, 8) +
    path('s', 'M46 24V38M54 24V38') +
    rect('s', 30, 38, 40, 12, 3) +
    path('s', 'M26 50H74V57H26Z') +
    path('t', 'M10 86H90') +
    rect('g', 32, 66, 36, 14, 2),
  icv: path('s', 'M40 58L32 88L42 83L48 90M60 58L68 88L58 83L52 90') + circle('s b', 50, 38, 24) + star('g', 50, 38, 15, 11.5, 8),
  'tax-residency': page(24, 8, 52, 82, [22, 32]) + circle('g', 50, 64, 14) + path('g', 'M36 64H64') + path('t', 'M50 50Q42 64 50 78Q58 64 50 50'),
  'economic-substance': path('s', 'M50 16L82 31L50 46L18 31Z') + path('s', 'M18 31V67L50 82V46M82 31V67L50 82') + path('g', 'M30 31L50 40L70 31M50 22V40'),
};

const cfo: Glyphs = {
  cfo:
    path('s', 'M16 64A34 34 0 0 1 84 64') +
    path('t', 'M50 30V37M26 40L31 45M74 40L69 45M16 64H22M84 64H78') +
    path('g', 'M50 64L68 42') +
    circle('f', 50, 64, 5) +
    path('s', 'M28 82H72'),
  'management-consultancy':
    circle('s', 50, 50, 36) +
    path('t', 'M50 14V21M86 50H79M50 86V79M14 50H21') +
    path('f', 'M50 24L58 50H42Z') +
    path('s', 'M42 50L50 76L58 50') +
    circle('s b', 50, 50, 3),
  bpo: gear('s b', 36, 58, 24, 9) + gear('g b', 70, 32, 18, 7, 12),
  'software-erp':
    rect('s', 10, 14, 80, 54, 4) +
    path('s', 'M42 68L38 84M58 68L62 84M28 86H72') +
    rect('g', 20, 24, 24, 14, 2) +
    rect('t', 50, 24, 30, 14, 2) +
    rect('t', 20, 44, 36, 14, 2) +
    rect('f', 62, 44, 18, 14, 2),
  grc: path('s', 'M50 8L84 20V48Q84 76 50 92Q16 76 16 48V20Z') + path('g', 'M32 40L50 28L68 40ZM32 68H68M38 46V62M50 46V62M62 46V62'),
  hr:
    circle('g', 22, 42, 8) +
    path('g', 'M6 76Q6 58 22 58Q30 58 34 62') +
    circle('g', 78, 42, 8) +
    path('g', 'M94 76Q94 58 78 58Q70 58 66 62') +
    circle('s b', 50, 34, 11) +
    path('s b', 'M28 80Q28 54 50 54Q72 54 72 80Z'),
};

const GROUPS: [Motif, Glyphs][] = [
  ['star', corporateTax],
  ['hexagram', vat],
  ['diamond', audit],
  ['octagon', accounting],
  ['rings', mergers],
  ['cross', formation],
  ['chevron', cfo],
];

/** The firm itself (the home page's and About Us' picture): Dubai's skyline. */
const ABOUT: Illustration = {
  name: 'about-office',
  kind: 'service',
  motif: 'star',
  glyph:
    path('s b', 'M12 88V58H26V88Z') +
    path('s b', 'M28 88V44Q35 34 42 44V88Z') +
    path('s b', 'M62 88V38H76V88Z') +
    path('s b', 'M78 88V56L90 48V88Z') +
    path('t', 'M66 48H72M66 58H72M66 68H72') +
    path('s b', 'M43 88V52L46 50V34L50 8L54 34V50L57 52V88Z') +
    path('g', 'M6 88H94') +
    circle('f', 80, 22, 5),
};

/** A service's glyph by name (`vat`, `audit`, …) with its group's lattice: the home hero draws its slides from these. */
export const SERVICE_GLYPHS: ReadonlyMap<string, { motif: Motif; glyph: string }> = new Map(
  GROUPS.flatMap(([motif, glyphs]) => Object.entries(glyphs).map(([name, glyph]) => [name, { motif, glyph }] as const)),
);

export const SERVICE_ILLUSTRATIONS: Illustration[] = [
  ...GROUPS.flatMap(([motif, glyphs]) => Object.entries(glyphs).map(([name, glyph]) => ({ name: `services/${name}`, kind: 'service' as const, motif, glyph }))),
  ABOUT,
];
