/**
 * The drawn size of an SVG from its root element: its `width` and `height` when both are plain numbers (or px),
 * else its `viewBox`. Undefined when neither says (a size in %, em or cm, or no viewBox): the image then keeps no
 * `width`/`height` attributes, as before.
 */
export function svgSize(text: string): { width: number; height: number } | undefined {
  const root = /<svg\b([^>]*)>/i.exec(text)?.[1];
  if (!root) return undefined;
  const attribute = (name: string) => new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, 'i').exec(root)?.[1]?.trim();
  const length = (value: string | undefined) => (value && /^\d+(\.\d+)?(px)?$/.test(value) ? Math.round(parseFloat(value)) : undefined);
  const [width, height] = [length(attribute('width')), length(attribute('height'))];
  if (width && height) return { width, height };
  const box = attribute('viewBox')
    ?.split(/[\s,]+/)
    .map(Number);
  if (box?.length === 4 && box[2] > 0 && box[3] > 0) return { width: Math.round(box[2]), height: Math.round(box[3]) };
  return undefined;
}
