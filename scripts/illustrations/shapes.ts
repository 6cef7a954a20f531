// Small drawing helpers for the glyphs: each returns SVG markup in the glyph's 100 × 100 box. `cls` is one or more
// of the frame's classes: s (line), t (fine line), g (accent line), f (accent fill), b (medallion fill, to hide
// what lies behind a shape).
import { starPoints } from './frame.js';

export const path = (cls: string, d: string) => `<path class="${cls}" d="${d}"/>`;
export const circle = (cls: string, cx: number, cy: number, radius: number) => `<circle class="${cls}" cx="${cx}" cy="${cy}" r="${radius}"/>`;
export const rect = (cls: string, x: number, y: number, width: number, height: number, rx = 0) =>
  `<rect class="${cls}" x="${x}" y="${y}" width="${width}" height="${height}"${rx ? ` rx="${rx}"` : ''}/>`;
export const star = (cls: string, cx: number, cy: number, outer: number, inner: number, points: number) =>
  `<polygon class="${cls}" points="${starPoints(cx, cy, outer, inner, points)}"/>`;

const round = (value: number) => Math.round(value * 10) / 10;

/** A toothed wheel centred on (cx, cy). */
export function gear(cls: string, cx: number, cy: number, radius: number, teeth: number, turn = 0): string {
  const depth = radius * 0.22;
  const corners: string[] = [];
  for (let i = 0; i < teeth; i++) {
    const start = ((turn + (i * 360) / teeth) * Math.PI) / 180;
    const step = (2 * Math.PI) / teeth;
    for (const [fraction, length] of [
      [0, radius - depth],
      [0.18, radius],
      [0.5, radius],
      [0.68, radius - depth],
    ] as const) {
      const angle = start + fraction * step;
      corners.push(`${round(cx + length * Math.cos(angle))} ${round(cy + length * Math.sin(angle))}`);
    }
  }
  return `<polygon class="${cls}" points="${corners.join(' ')}"/>${circle(cls.replace(/\bb\b/, '').trim() || 't', cx, cy, round(radius * 0.35))}`;
}

/** A pen lying from its nib at (x, y) up and to the right, `length` long and `width` wide. */
export function pen(cls: string, x: number, y: number, length: number, width = 9): string {
  const along = [Math.SQRT1_2, -Math.SQRT1_2];
  const across = [Math.SQRT1_2, Math.SQRT1_2];
  const at = (a: number, b: number) => `${round(x + a * along[0] + b * across[0])} ${round(y + a * along[1] + b * across[1])}`;
  const half = width / 2;
  return (
    path(cls, `M${x} ${y}L${at(12, half)}L${at(length, half)}L${at(length, -half)}L${at(12, -half)}Z`) +
    path(cls, `M${at(length - 10, half)}L${at(length - 10, -half)}`)
  );
}

/** A page with its top-right corner folded, and text lines on it. */
export function page(x: number, y: number, width: number, height: number, lines: number[], fill = true): string {
  const fold = Math.min(14, width / 3);
  return [
    path(`s${fill ? ' b' : ''}`, `M${x} ${y}H${x + width - fold}L${x + width} ${y + fold}V${y + height}H${x}Z`),
    path('t', `M${x + width - fold} ${y}V${y + fold}H${x + width}`),
    ...lines.map((length, index) => path('t', `M${x + 8} ${y + fold + 8 + index * 10}h${length}`)),
  ].join('');
}

/** A tick mark whose corner is at (x, y). */
export const tick = (cls: string, x: number, y: number, size = 1) => path(cls, `M${x - 6 * size} ${y - 6 * size}L${x} ${y}L${x + 12 * size} ${y - 12 * size}`);

/** A round badge holding a tick, at (cx, cy). */
export const tickBadge = (cx: number, cy: number, radius = 12) => circle('g b', cx, cy, radius) + tick('g', cx - 1, cy + 4, radius / 14);

/** An arrowhead pointing at (x, y) from the direction `degrees` (0: from the left). */
export function arrowhead(cls: string, x: number, y: number, degrees: number, size = 8): string {
  const angle = (degrees * Math.PI) / 180;
  const back = [-Math.cos(angle), -Math.sin(angle)];
  const side = [-back[1], back[0]];
  const wing = (sign: number) => `${round(x + size * back[0] + sign * size * 0.75 * side[0])} ${round(y + size * back[1] + sign * size * 0.75 * side[1])}`;
  return path(cls, `M${wing(1)}L${x} ${y}L${wing(-1)}`);
}
