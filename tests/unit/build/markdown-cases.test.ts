// Page bodies with more than one of a thing: several links, several tables, images by an encoded address.
// Mutation testing (npm run mutate -- --module model-text) found the markdown tests used one link, one table and
// one image per body, so a bug that shows only on the second, or on a table's number, passed.
import { describe, expect, it } from 'vitest';
import { createMarkdownRenderer } from '../../../src/build/model/markdown.js';

const canonical = (link: string) => link.replace(/^\/contact-us/i, '/Contact-Us').replace(/^\/services\/vat/i, '/Services/VAT');
const render = createMarkdownRenderer(canonical);
const labels = (html: string) => [...html.matchAll(/<div class="table-scroll" tabindex="0" role="region" aria-label="([^"]*)"><table>/g)].map((m) => m[1]);
const TABLE = '| Fee | AED |\n|---|---|\n| Late filing | 1,000 |\n';

describe('links in one body', () => {
  it('spells every internal link as its page declares, the second and its #part included', () => {
    const html = render('Ask [us](/contact-us) about [VAT](/services/vat#refunds), or [write](/CONTACT-US?topic=vat).');
    expect(html).toContain('<a href="/Contact-Us">us</a>');
    expect(html).toContain('<a href="/Services/VAT#refunds">VAT</a>');
    expect(html).toContain('<a href="/Contact-Us?topic=vat">write</a>');
  });

  it('opens every outside website in a new tab without giving it the page, http and https alike; e-mail links stay as they are', () => {
    const html = render('See [the FTA](https://tax.gov.ae/en/), [the old portal](HTTP://eservices.example.ae) and [mail us](mailto:info@example.ae).');
    expect(html).toContain('<a href="https://tax.gov.ae/en/" target="_blank" rel="noopener noreferrer">the FTA</a>');
    expect(html).toContain('<a href="HTTP://eservices.example.ae" target="_blank" rel="noopener noreferrer">the old portal</a>');
    expect(html).toContain('<a href="mailto:info@example.ae">mail us</a>');
  });
});

describe('tables in one body', () => {
  it('are each named after the heading they sit under, numbered from the second under the same heading', () => {
    const body = `## Penalties\n\n${TABLE}\n${TABLE}\n${TABLE}\n## Deadlines\n\n${TABLE}`;
    expect(labels(render(body))).toEqual(['Table: Penalties', 'Table: Penalties (2)', 'Table: Penalties (3)', 'Table: Deadlines']);
  });

  it('before any heading are called "Table", the second "Table (2)"', () => {
    expect(labels(render(`${TABLE}\n${TABLE}`))).toEqual(['Table', 'Table (2)']);
  });

  it('close their scroll box after the table', () => {
    expect(render(TABLE)).toMatch(/<\/table><\/div>\n$/);
  });
});

describe('images in one body', () => {
  it('find their size by the address as written or as decoded, an SVG by either too', () => {
    const image = { width: 1600, height: 1000, avif: '/assets/a.avif 1600w', webp: '/assets/a.webp 1600w', src: '/images/tax return.jpg' };
    const withImages = createMarkdownRenderer(canonical, { '/images/tax return.jpg': image }, { '/images/flow chart.svg': { width: 640, height: 400 } });
    const html = withImages('![Form](/images/tax%20return.jpg)\n\n![Flow](/images/flow%20chart.svg)\n\n![Other](/images/other.svg)');
    expect(html).toContain('<img src="/images/tax return.jpg" alt="Form" width="1600" height="1000" loading="lazy" decoding="async"></picture>');
    expect(html).toContain('<img src="/images/flow%20chart.svg" alt="Flow" width="640" height="400" loading="lazy" decoding="async">');
    expect(html).toContain('<img src="/images/other.svg" alt="Other" loading="lazy" decoding="async">');
  });

  it('marked "decorative" have empty alt text even when the markdown gives one, SVGs included', () => {
    expect(render('![A pattern of lines](/images/pattern.svg "decorative")')).toContain('<img src="/images/pattern.svg" alt="" loading="lazy"');
    expect(render('![A chart](/images/chart.svg "A chart of rates")')).toContain('alt="A chart"');
  });
});
