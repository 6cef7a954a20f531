import { cpSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkImageBytes, LARGE_IMAGE_BYTES } from '../../../src/build/images/check-bytes.js';
import { buildImages } from '../../../src/build/images/build-images.js';
import { locateImageProblems } from '../../../src/build/images/locate.js';
import { imageReferences } from '../../../src/build/images/references.js';
import { encodeImage, variantWidths } from '../../../src/build/images/encode.js';
import { sniffFormat } from '../../../src/build/images/sniff.js';
import { svgSize } from '../../../src/build/images/svg-size.js';
import { loadManifest } from '../../../src/build/validate/load.js';
import { formatProblem } from '../../../src/build/manifest/problem.js';
import { createMarkdownRenderer } from '../../../src/build/model/markdown.js';
import type { ResponsiveImage } from '../../../src/shared/images.js';
import { noisePng } from '../../support/image-fixtures.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const contentDir = join(root, 'tests/fixtures/content');
const minimal = readFileSync(join(root, 'tests/fixtures/valid/minimal.yaml'), 'utf8');
const temporary = mkdtempSync(join(tmpdir(), 'images-test-'));
afterAll(() => rmSync(temporary, { recursive: true, force: true }));

const tiny = (format: 'jpeg' | 'png' | 'webp' | 'avif') =>
  sharp({ create: { width: 8, height: 6, channels: 3, background: '#336699' } })
    .toFormat(format)
    .toBuffer();
const text = (value: string) => new TextEncoder().encode(value);
/** 2 KB of seeded random bytes: what a half-copied or mislabelled download can look like. */
const randomBytes = (() => {
  let seed = 14;
  return Buffer.from(Array.from({ length: 2048 }, () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) >> 23));
})();

describe('sniffing an image from its first bytes', () => {
  it('recognises JPEG, PNG, WebP and AVIF as sharp writes them', async () => {
    for (const format of ['jpeg', 'png', 'webp', 'avif'] as const) expect(sniffFormat(await tiny(format)), format).toBe(format);
  });

  it('recognises SVG by its root element, after an XML declaration, comments and a doctype', () => {
    expect(sniffFormat(text('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe('svg');
    const prolog = '\uFEFF<?xml version="1.0"?>\n<!-- Drawn in Illustrator -->\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x.dtd">\n';
    expect(sniffFormat(text(`${prolog}<svg viewBox="0 0 1 1"></svg>`))).toBe('svg');
    expect(sniffFormat(text('<!doctype html><html><body><svg></svg></body></html>'))).toBe('html');
    expect(sniffFormat(text('just words'))).toBe('text');
  });

  it('names what a misnamed file really is, and nothing for random bytes', () => {
    expect(sniffFormat(text('%PDF-1.7\n'))).toBe('pdf');
    expect(sniffFormat(text('GIF89a'))).toBe('gif');
    expect(sniffFormat(new Uint8Array([0, 0, 0, 24, ...text('ftypheic'), 0, 0, 0, 0, ...text('mif1heic')]))).toBe('heic');
    expect(sniffFormat(randomBytes)).toBeUndefined();
  });
});

describe('checkImageBytes: an image against its name', () => {
  it('accepts an image that is what its name says', async () => {
    expect(checkImageBytes('team/jane.jpg', await tiny('jpeg'))).toEqual([]);
    expect(checkImageBytes('chart.JPEG', await tiny('jpeg'))).toEqual([]);
    expect(checkImageBytes('logo.svg', text('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toEqual([]);
  });

  it('refuses random bytes named .jpg, saying it is no image and how to fix it', () => {
    const problems = checkImageBytes('/images/payroll.jpg', randomBytes);
    expect(problems).toHaveLength(1);
    expect(problems[0].severity).toBe('error');
    expect(problems[0].message).toMatch(
      /^`payroll\.jpg` is named as a JPEG image but its bytes are not an image of any kind.*export or save the picture again/,
    );
  });

  it('says what a misnamed image really is and which name it needs', async () => {
    const [png] = checkImageBytes('payroll.jpg', await tiny('png'));
    expect(png.message).toMatch(/is named as a JPEG image but is really a PNG image: rename the file to `payroll\.png`/);
    const [pdf] = checkImageBytes('brochure.png', text('%PDF-1.4\n...'));
    expect(pdf.message).toContain('is named as a PNG image but it is really a PDF document');
    const [svg] = checkImageBytes('logo.svg', text('<html><body>Not found</body></html>'));
    expect(svg.message).toContain('is named as an SVG image but it is really a web page (HTML)');
  });

  it('refuses an extension the site does not serve, and an empty file', () => {
    expect(checkImageBytes('anim.gif', text('GIF89a'))[0].message).toContain(
      'not an image type the site serves: use a file ending in .jpg, .jpeg, .png, .webp, .avif, .svg',
    );
    expect(checkImageBytes('photo.jpg', new Uint8Array())[0].message).toContain('is empty');
  });

  it('warns, without refusing, over 10 MB', async () => {
    const jpeg = await tiny('jpeg');
    expect(checkImageBytes('big.jpg', jpeg, LARGE_IMAGE_BYTES)).toEqual([]);
    const [warning, ...rest] = checkImageBytes('big.jpg', jpeg, LARGE_IMAGE_BYTES + 2 * 1024 * 1024);
    expect(rest).toEqual([]);
    expect(warning.severity).toBe('warning');
    expect(warning.message).toMatch(/^`big\.jpg` is 12\.0 MB, over 10 MB/);
  });
});

// tests/fixtures/content/public is a link to the site's own content/public: a test that adds an image works on a
// copy of the fixtures' content with the link replaced by a real folder, never on the site's files. The link is
// copied as a folder by hand: Node 24's cpSync leaves a link inside the tree a link even with `dereference` (Node 20
// followed it), and these tests then wrote a 10 MB PNG into content/public.
beforeAll(() => {
  const copy = join(temporary, 'content');
  cpSync(contentDir, copy, { recursive: true, filter: (source) => source !== join(contentDir, 'public') });
  cpSync(realpathSync(join(contentDir, 'public')), join(copy, 'public'), { recursive: true });
  if (lstatSync(join(copy, 'public')).isSymbolicLink()) throw new Error('the copy of content/public is still a link to the site');
});

describe('a random-bytes .jpg in site.yaml', () => {
  it('is an error at the line that names it, saying it is no image and how to fix it', () => {
    writeFileSync(join(temporary, 'content/public/images/services/payroll.jpg'), randomBytes);
    const file = join(temporary, 'payroll.yaml');
    const named = '    image: /images/services/corporate-tax.svg\n    alt: A tax return form with a calculator\n    body: services';
    expect(minimal).toContain(named);
    writeFileSync(file, minimal.replace(named, named.replace('corporate-tax.svg', 'payroll.jpg')));
    const { problems } = loadManifest(file, { contentDir: join(temporary, 'content'), cwd: temporary });
    expect(problems.map(formatProblem)).toEqual([
      [
        'payroll.yaml:293:12  routes[2].image: `payroll.jpg` is named as a JPEG image but its bytes are not an image of any kind (the file may be damaged or only half copied): export or save the picture again as JPEG, PNG or WebP (SVG for drawings and logos) and put that file here.',
        '        image: /images/services/payroll.jpg',
        '               ^',
      ].join('\n'),
    ]);
  });
});

describe('alt text in site.yaml', () => {
  const check = (from: string, to: string) => {
    expect(minimal).toContain(from);
    const file = join(temporary, `manifest-${Math.random().toString(36).slice(2)}.yaml`);
    writeFileSync(file, minimal.replace(from, to));
    return loadManifest(file, { contentDir, cwd: temporary });
  };
  const serviceAlt = '    image: /images/services/corporate-tax.svg\n    alt: A tax return form with a calculator\n    body: services';

  it('may be empty with decorative: true', () => {
    expect(check(serviceAlt, serviceAlt.replace('alt: A tax return form with a calculator', 'alt: ""\n    decorative: true')).problems).toEqual([]);
  });

  it('may not be text with decorative: true, reported at `decorative`', () => {
    const { problems } = check(serviceAlt, serviceAlt.replace('alt: A tax return form with a calculator', 'alt: A form\n    decorative: true'));
    expect(problems.map(formatProblem)).toEqual([
      expect.stringMatching(/:295:17 {2}routes\[2\]\.decorative: says the image is only decoration, but it has alt text/),
    ]);
  });

  it('may not be only spaces', () => {
    const { problems } = check(serviceAlt, serviceAlt.replace('alt: A tax return form with a calculator', 'alt: "   "'));
    expect(problems.map((problem) => `${problem.line}:${problem.col} ${problem.message}`)).toEqual(['294:10 must not be empty.']);
  });

  it('an image in a markdown body bigger than 10 MB is a warning at its line, not an error', () => {
    const images = join(temporary, 'content/public/images');
    const body = join(temporary, 'content/services');
    for (const dir of [images, body]) mkdirSync(dir, { recursive: true });
    writeFileSync(
      join(images, 'huge.png'),
      Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(LARGE_IMAGE_BYTES + 1)]),
    );
    writeFileSync(join(body, 'huge.md'), '## Chart\n\nThe deadlines:\n\n![A chart of deadlines](/images/huge.png)\n');
    const manifest = join(temporary, 'huge.yaml');
    writeFileSync(manifest, minimal.replace('body: services/corporate-tax-in-uae.md', 'body: services/huge.md'));
    const result = loadManifest(manifest, { contentDir: join(temporary, 'content'), cwd: temporary });
    expect(result.problems.map(formatProblem)).toEqual([]);
    expect(result.warnings.map(formatProblem)).toContainEqual(
      expect.stringMatching(/^content\/services\/huge\.md:5:24 {2}image `huge\.png` is 10\.0 MB, over 10 MB/),
    );
  });
});

describe('markdown images', () => {
  const image: ResponsiveImage = {
    width: 1600,
    height: 1000,
    avif: '/assets/img/x-480.a.avif 480w, /assets/img/x-1600.b.avif 1600w',
    webp: '/assets/img/x-480.c.webp 480w',
    src: '/images/x.jpg',
  };
  const render = createMarkdownRenderer((link) => link, { '/images/x.jpg': image }, { '/images/chart.svg': { width: 640, height: 400 } });

  it('become the same <picture> as the templates use, lazy, with width and height', () => {
    const html = render('![A chart](/images/x.jpg)');
    expect(html).toContain(
      '<picture><source type="image/avif" srcset="/assets/img/x-480.a.avif 480w, /assets/img/x-1600.b.avif 1600w" sizes="(min-width: 880px) 45rem, 100vw"><source type="image/webp"',
    );
    expect(html).toContain('<img src="/images/x.jpg" alt="A chart" width="1600" height="1000" loading="lazy" decoding="async"></picture>');
  });

  it('marked "decorative" get empty alt text and no title; SVGs stay plain <img>', () => {
    expect(render('![](/images/x.jpg "decorative")')).toContain('alt="" width="1600"');
    expect(render('![](/images/x.jpg "decorative")')).not.toContain('title');
    expect(render('![A logo](/images/logo.svg)')).toContain('<img src="/images/logo.svg" alt="A logo" loading="lazy" decoding="async">');
    expect(render('![A chart](/images/chart.svg)')).toContain('<img src="/images/chart.svg" alt="A chart" width="640" height="400" loading="lazy"');
  });
});

describe('the size of an SVG', () => {
  it('comes from its width and height, else its viewBox, and is unknown in other units', () => {
    expect(svgSize('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="640" height="400px">')).toEqual({ width: 640, height: 400 });
    expect(svgSize('<svg viewBox="0 0 320.5 200" width="100%">')).toEqual({ width: 321, height: 200 });
    expect(svgSize('<svg width="10cm" height="5cm">')).toBeUndefined();
    expect(svgSize('not an svg')).toBeUndefined();
  });
});

describe('variants', () => {
  it('are made at the configured widths the original reaches, and at its own width when between two', () => {
    expect(variantWidths(4000)).toEqual([480, 960, 1600]);
    expect(variantWidths(1200)).toEqual([480, 960, 1200]);
    expect(variantWidths(300)).toEqual([300]);
    expect(variantWidths(960)).toEqual([480, 960]);
  });

  it('turn an EXIF-rotated photo upright and never upscale it', async () => {
    const sideways = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#884422' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const encoded = await encodeImage(sideways, 'jpeg');
    expect([encoded.sourceWidth, encoded.sourceHeight]).toEqual([400, 600]);
    expect(encoded.variants.map((variant) => `${variant.role} ${variant.format} ${variant.width}x${variant.height}`).sort()).toEqual([
      'fallback jpeg 400x600',
      'srcset avif 400x600',
      'srcset webp 400x600',
    ]);
  });

  it('come out as 8-bit sRGB from a 16-bit PNG with transparency, which they keep', async () => {
    const png16 = await sharp({ create: { width: 700, height: 500, channels: 4, background: { r: 10, g: 200, b: 30, alpha: 0.5 } } })
      .png()
      .toColourspace('rgb16')
      .toBuffer();
    expect((await sharp(png16).metadata()).depth).toBe('ushort');
    const encoded = await encodeImage(png16, 'png');
    for (const variant of encoded.variants) {
      const meta = await sharp(variant.data).metadata();
      expect([variant.format, meta.hasAlpha, meta.depth], `${variant.role} ${variant.format}`).toEqual([variant.format, true, 'uchar']);
      const { channels } = await sharp(variant.data).stats();
      expect(channels.map((channel) => Math.round(channel.mean / 10))).toEqual([1, 20, 3, 13]);
    }
    expect(encoded.variants.find((variant) => variant.role === 'fallback')?.format).toBe('png');
  });

  it('an image that cannot fit the budget fails the build, at the line that names it, saying what to do', { timeout: 120_000 }, async () => {
    const content = join(temporary, 'content');
    writeFileSync(join(content, 'public/images/static.png'), await noisePng(1700, 1100));
    const file = join(temporary, 'static.yaml');
    writeFileSync(
      file,
      minimal.replace(
        'image: /images/services/corporate-tax.svg\n    alt: A tax return form with a calculator\n    body',
        'image: /images/static.png\n    alt: Static\n    body',
      ),
    );
    const { manifest, problems } = loadManifest(file, { contentDir: content, cwd: temporary });
    expect(problems, 'the validator has nothing against it').toEqual([]);
    const references = imageReferences(manifest!, content);
    const built = await buildImages({
      publicDir: join(content, 'public'),
      publicLabel: 'content/public',
      images: [...references.keys()],
      cacheDir: join(temporary, 'noise-cache'),
    });
    expect(built.problems.map(formatProblem)).toEqual([
      expect.stringMatching(
        /^content\/public\/images\/static\.png {2}cannot be made small enough: its \w+ copy \d+ pixels wide is still \d+ KB at the lowest quality, over the 150 KB/,
      ),
    ]);
    const [located] = locateImageProblems(built.problems, references, temporary, 'static.yaml');
    expect(formatProblem(located)).toMatch(
      /^static\.yaml:293:12 {2}routes\[2\]\.image: image `\/images\/static\.png` \(content\/public\/images\/static\.png\) cannot be made small enough: .* use a calmer picture, crop it to its subject, or for a drawing, chart or logo use SVG\.\n/,
    );
  });

  it('a problem with an image named in markdown is reported at its line there', () => {
    const problem = { file: 'content/public/images/x.png', line: 0, col: 0, path: '', message: 'cannot be made small enough.' };
    const [located] = locateImageProblems(
      [problem],
      new Map([['/images/x.png', { body: 'services/image-without-alt.md', line: 4, col: 3 }]]),
      join(root, 'tests/fixtures'),
    );
    expect(formatProblem(located)).toBe(
      'content/services/image-without-alt.md:5:4  image `/images/x.png` (content/public/images/x.png) cannot be made small enough.\n    ![](/images/services/corporate-tax.svg)\n       ^',
    );
  });
});
