// The system's medallion without its rectangular field, for places that have a background of their own: the badge of
// a calculator (its card on /tools and its page's heading band) and of the not-found page, and the home banner's
// composition (a large medallion with its topic, two smaller ones with neighbouring topics, on the slide's lattice
// fading into the banner's navy). Transparent outside the drawing, so one file suits any background the site gives it.
import { MOTIFS, octagram, PALETTES, type Motif } from './frame.js';

const palette = PALETTES.service;
const r = (value: number) => Math.round(value * 100) / 100;

/** Stroke widths for glyphs drawn at `scale` inside `.scope`, so lines keep one weight whatever the glyph's size. */
function glyphStyle(scope: string, scale: number, line: number): string {
  const width = (value: number) => r(value / scale);
  return [
    `${scope} .s,${scope} .t,${scope} .g{fill:none;stroke-linecap:round;stroke-linejoin:round}`,
    `${scope} .s{stroke:${palette.line};stroke-width:${width(line)}}`,
    `${scope} .t{stroke:${palette.line};stroke-width:${width(line * 0.65)};stroke-opacity:.85}`,
    `${scope} .g{stroke:${palette.accent};stroke-width:${width(line)}}`,
    `${scope} .f{fill:${palette.accent}}`,
    `${scope} .b{fill:${palette.medallion}}`,
  ].join('');
}

/** A medallion centred on (cx, cy): the eight-pointed star (and, with `rosette`, its twin turned a sixteenth), the disc and its glyph. */
function medallion(cx: number, cy: number, radius: number, glyph: string, scope: string, rosette: boolean): string {
  const star = radius * 1.3;
  const scale = r((radius * 1.25) / 100);
  const offset = (value: number) => r(value - 50 * scale);
  return [
    rosette
      ? `<polygon points="${octagram(cx, cy, star)}" transform="rotate(22.5 ${cx} ${cy})" fill="none" stroke="${palette.ring}" stroke-width="1.2" stroke-opacity=".55"/>`
      : '',
    `<polygon points="${octagram(cx, cy, star)}" fill="${palette.field}" stroke="${palette.ring}" stroke-width="2" stroke-opacity=".8"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${radius}" fill="${palette.medallion}" stroke="${palette.ring}" stroke-width="3"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${r(radius * 0.91)}" fill="none" stroke="${palette.ring}" stroke-width="1" stroke-opacity=".6"/>`,
    `<g class="${scope}" transform="translate(${offset(cx)} ${offset(cy)}) scale(${scale})">${glyph}</g>`,
  ].join('');
}

export const BADGE_SIZE = 200;

/** A calculator's or a page's badge: the medallion alone, square, on a transparent ground. */
export function drawBadge(glyph: string): string {
  const c = BADGE_SIZE / 2;
  const radius = 72;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${BADGE_SIZE}" height="${BADGE_SIZE}" viewBox="0 0 ${BADGE_SIZE} ${BADGE_SIZE}">`,
    `<style>${glyphStyle('.k', (radius * 1.25) / 100, 4.4)}</style>`,
    medallion(c, c, radius, glyph, 'k', true),
    `</svg>`,
    '',
  ].join('');
}

export const HERO_WIDTH = 560;
export const HERO_HEIGHT = 480;

export interface HeroVisual {
  /** The lattice of the slide's service group. */
  motif: Motif;
  /** The slide's topic, in the large medallion. */
  main: string;
  /** Two neighbouring topics of the same group, in the small medallions. */
  satellites: [string, string];
}

/** Where on the orbit the two small medallions sit: between the star's points, upper right and lower left. */
const SATELLITE_ANGLES = [-67.5, 112.5];

/** The home banner's picture for one slide. */
export function drawHeroVisual({ motif, main, satellites }: HeroVisual): string {
  const tile = MOTIFS[motif];
  const cx = HERO_WIDTH / 2;
  const cy = HERO_HEIGHT / 2;
  const orbit = 184;
  const big = 118;
  const small = 38;
  const [first, second] = SATELLITE_ANGLES.map((degrees) => {
    const angle = (degrees * Math.PI) / 180;
    return [r(cx + orbit * Math.cos(angle)), r(cy + orbit * Math.sin(angle))];
  });
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${HERO_WIDTH}" height="${HERO_HEIGHT}" viewBox="0 0 ${HERO_WIDTH} ${HERO_HEIGHT}">`,
    `<defs><style>${glyphStyle('.m', (big * 1.25) / 100, 5)}${glyphStyle('.n', (small * 1.25) / 100, 3.2)}</style>`,
    `<pattern id="p" width="${tile.width}" height="${tile.height}" patternUnits="userSpaceOnUse" patternTransform="translate(${cx} ${cy})">`,
    `<g fill="none" stroke="${palette.lattice}" stroke-width="1.4">${tile.draw}</g></pattern>`,
    // The lattice shows around the medallion and fades out before the picture's edge, into the banner's own colour.
    `<radialGradient id="v"><stop offset=".45" stop-color="#fff"/><stop offset="1" stop-color="#000"/></radialGradient>`,
    `<mask id="k"><rect width="${HERO_WIDTH}" height="${HERO_HEIGHT}" fill="url(#v)"/></mask></defs>`,
    `<rect width="${HERO_WIDTH}" height="${HERO_HEIGHT}" fill="url(#p)" mask="url(#k)" opacity=".4"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${orbit}" fill="none" stroke="${palette.ring}" stroke-width="1.2" stroke-opacity=".5" stroke-dasharray="2 7" stroke-linecap="round"/>`,
    medallion(cx, cy, big, main, 'm', true),
    medallion(first[0], first[1], small, satellites[0], 'n', false),
    medallion(second[0], second[1], small, satellites[1], 'n', false),
    `</svg>`,
    '',
  ].join('');
}
