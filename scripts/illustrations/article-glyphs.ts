// The articles' glyphs: one per topic, on the lattice of the service family the topic belongs to.
import type { Illustration, Motif } from './frame.js';
import { arrowhead, circle, page, path, pen, rect, star, tick } from './shapes.js';

const ARTICLES: [name: string, motif: Motif, glyph: string][] = [
  [
    'tax-adviser',
    'star',
    circle('s', 32, 44, 11) +
      path('s', 'M12 86Q12 62 32 62Q52 62 52 86') +
      path('g', 'M58 12H88Q94 12 94 18V38Q94 44 88 44H72L62 54V44H58Q52 44 52 38V18Q52 12 58 12Z') +
      tick('s', 70, 34, 0.75),
  ],
  ['ranking', 'star', path('s', 'M10 88V64H36V48H64V72H90V88Z') + star('f', 50, 26, 14, 6, 5) + path('t', 'M50 58V78M22 74V82M78 78V82')],
  [
    'opportunities',
    'cross',
    rect('f', 48, 18, 24, 68) +
      rect('s', 28, 18, 44, 68) +
      path('s b', 'M28 18L48 26V94L28 86Z') +
      circle('f', 42, 58, 2.5) +
      path('g', 'M78 30L92 22M80 52H94M78 74L92 82'),
  ],
  [
    'growth',
    'chevron',
    path('s', 'M32 64H68L63 88H37Z') + path('s', 'M50 64V28') + path('g', 'M50 46Q30 46 26 28Q46 28 50 46ZM50 36Q70 36 74 16Q54 16 50 36Z'),
  ],
  [
    'anti-money-laundering',
    'diamond',
    rect('s', 10, 70, 32, 10, 5) +
      rect('s b', 10, 58, 32, 10, 5) +
      rect('s b', 10, 46, 32, 10, 5) +
      path('g', 'M56 48V38A12 12 0 0 1 80 38V48') +
      rect('g b', 48, 48, 40, 34, 4) +
      circle('f', 68, 62, 4) +
      path('g', 'M68 64V72'),
  ],
  [
    'technology-accounting',
    'octagon',
    rect('s', 16, 18, 68, 46, 3) + path('s', 'M6 72H94L88 82H12Z') + path('g', 'M38 32L30 41L38 50M62 32L70 41L62 50') + path('t', 'M54 30L46 52'),
  ],
  [
    'corporate-tax-checklist',
    'star',
    rect('s', 20, 10, 60, 80, 4) + tick('g', 36, 32, 0.7) + tick('g', 36, 52, 0.7) + tick('g', 36, 72, 0.7) + path('t', 'M50 28H70M50 48H70M50 68H66'),
  ],
  ['why-audit', 'diamond', path('t', 'M12 86H88M20 80V64M32 80V52M44 80V58') + circle('s b', 58, 42, 24) + path('g', 'M75 59L90 74') + tick('g', 54, 50, 1)],
  ['bookkeeping', 'octagon', rect('s', 18, 10, 56, 80, 4) + path('t', 'M30 10V90M40 28H64M40 40H64M40 52H64M40 64H56') + pen('g b', 60, 90, 42)],
  [
    'vat-refund-claim',
    'hexagram',
    path('s', 'M12 12H52V86L46 81L40 86L33 81L26 86L19 81L12 86Z') +
      path('t', 'M20 26H44M20 36H38M20 50H44') +
      path('g', 'M60 30H76A16 16 0 0 1 76 62H60') +
      arrowhead('g', 58, 62, 180, 9),
  ],
  [
    'voluntary-disclosure',
    'hexagram',
    path('t', 'M12 48L50 24L88 48') +
      page(28, 10, 44, 50, [20, 26, 16]) +
      path('s b', 'M12 48L50 72L88 48V88H12Z') +
      path('g', 'M50 50V36') +
      arrowhead('g', 50, 34, -90, 7),
  ],
  [
    'erp-system',
    'chevron',
    rect('s', 8, 10, 24, 18, 3) +
      rect('s', 68, 10, 24, 18, 3) +
      rect('s', 8, 72, 24, 18, 3) +
      rect('s', 68, 72, 24, 18, 3) +
      path('t', 'M32 22L40 38M68 22L60 38M32 78L40 62M68 78L60 62') +
      rect('g b', 38, 38, 24, 24, 5),
  ],
  [
    'free-zones',
    'cross',
    path('s', 'M8 88H92M22 88V46Q22 22 50 10Q78 22 78 46V88') + path('g', 'M34 88V50Q34 32 50 24Q66 32 66 50V88') + path('t', 'M10 76H20M80 76H90'),
  ],
  [
    'penalty',
    'star',
    rect('s', 10, 20, 62, 62, 5) +
      path('s', 'M10 34H72M26 12V26M56 12V26') +
      path('t', 'M20 46H28M34 46H42M48 46H56M20 58H28M34 58H42M20 70H28') +
      path('g b', 'M72 46L93 84H51Z') +
      path('g', 'M72 60V70') +
      circle('f', 72, 77, 2.2),
  ],
  [
    'decoding',
    'star',
    rect('s', 16, 10, 48, 78, 3) +
      path('t', 'M16 22H64M16 76H64') +
      path('t', 'M28 40L40 34L52 40ZM30 56H50M34 43V53M46 43V53') +
      circle('g b', 66, 58, 17) +
      path('g', 'M78 70L90 82'),
  ],
  [
    'small-companies',
    'octagon',
    path('s', 'M8 86H92M16 44V86H84V44') +
      path('s b', 'M14 28H86L90 44H10Z') +
      path('g', 'M32 28L30 44M50 28V44M68 28L70 44') +
      rect('s', 26, 58, 18, 28) +
      rect('t', 54, 56, 22, 16),
  ],
  [
    'vat-credit-deadline',
    'hexagram',
    path('s', 'M26 10H74M26 90H74M32 10Q32 38 50 50Q68 38 68 10M32 90Q32 62 50 50Q68 62 68 90') +
      path('f', 'M38 84Q50 68 62 84ZM42 24H58Q55 34 50 38Q45 34 42 24Z') +
      path('g', 'M50 50V66'),
  ],
  [
    'e-invoicing',
    'hexagram',
    page(10, 14, 44, 72, [22, 26, 18, 24]) +
      path('g', 'M54 50H66L74 30M66 50H74M66 50L74 70') +
      circle('g b', 80, 26, 7) +
      circle('g b', 82, 50, 7) +
      circle('g b', 80, 74, 7),
  ],
  [
    'small-business-relief',
    'star',
    path('g', 'M10 46Q50 4 90 46Q80 39 70 46Q60 39 50 46Q40 39 30 46Q20 39 10 46Z') +
      path('g', 'M50 46V54') +
      path('s', 'M26 60H74M30 60V88H70V60M20 88H80') +
      rect('t', 44, 70, 12, 18),
  ],
  [
    'tax-penalties',
    'hexagram',
    path('s b', 'M22 36L42 16L58 32L38 52Z') + path('s', 'M50 44L84 78') + path('t', 'M30 28L46 44') + rect('g', 12, 80, 42, 10, 2) + path('g', 'M64 88H78'),
  ],
];

export const ARTICLE_ILLUSTRATIONS: Illustration[] = ARTICLES.map(([name, motif, glyph]) => ({ name: `blog/${name}`, kind: 'article', motif, glyph }));
