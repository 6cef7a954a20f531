import sharp from 'sharp';

/** Deterministic pseudo-random numbers, so a test's image is the same on every run. */
function random(seed: number): () => number {
  return () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
}

/** The shapes are drawn at this fraction of the photo's size, then blurred and scaled up by libvips: librsvg's blur filter
 * over 70 overlapping shapes took minutes (most of the unit suite's longest test), libvips takes a second. */
const DRAWN_AT = 1 / 4;

/**
 * A photograph-like JPEG: a sky-to-sand gradient, overlapping soft shapes and sensor-like noise, so it compresses
 * as a real photo does, not as a flat test card. Abstract on purpose: it pretends to show nothing.
 */
export async function photoLikeJpeg(width: number, height: number, seed = 14): Promise<Buffer> {
  const next = random(seed);
  const [drawnWidth, drawnHeight] = [Math.round(width * DRAWN_AT), Math.round(height * DRAWN_AT)];
  const shapes = Array.from({ length: 70 }, () => {
    const [x, y, r, hue] = [next() * drawnWidth, next() * drawnHeight, (40 + next() * width * 0.08) * DRAWN_AT, Math.floor(next() * 360)];
    return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${r.toFixed(1)}" fill="hsl(${hue},55%,55%)" opacity="0.55"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${drawnWidth}" height="${drawnHeight}"><defs><linearGradient id="g" x1="0" y1="0" x2="0.4" y2="1"><stop offset="0" stop-color="#5b8fb9"/><stop offset="1" stop-color="#e9c46a"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>${shapes}</svg>`;
  const drawn = await sharp(Buffer.from(svg)).removeAlpha().png().toBuffer();
  const { data, info } = await sharp(drawn)
    .blur(6 * DRAWN_AT)
    .resize(width, height, { kernel: 'cubic' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  for (let index = 0; index < data.length; index++) data[index] = Math.max(0, Math.min(255, data[index] + Math.round((next() - 0.5) * 36)));
  return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** Pure noise: no encoder can make it small. */
export async function noisePng(width: number, height: number, seed = 7): Promise<Buffer> {
  const next = random(seed);
  const data = Buffer.alloc(width * height * 3);
  for (let index = 0; index < data.length; index++) data[index] = Math.floor(next() * 256);
  return sharp(data, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}
