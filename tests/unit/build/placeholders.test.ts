// What `npm run validate -- --release` lists as still to be supplied or confirmed by the firm before going live: the
// entries marked `placeholder:` in site.yaml and the bracketed notes in the bodies of both editions.
import { describe, expect, it } from 'vitest';
import { lineOf, validateSite } from '../../support/minimal-site.js';

const THANKS = 'Thank you for your enquiry. A consultant will reply soon.\n';
const NAME = '  name: Minimal Consultancy';

describe('placeholders in site.yaml', () => {
  it('an entry marked `placeholder:` is listed at the key, with the note when there is one', () => {
    const line = lineOf(NAME) + 1;
    const noted = validateSite({ edits: [[`${NAME}\n`, `${NAME}\n  placeholder: the firm's legal name\n`]] });
    expect(noted.problems).toEqual([]);
    expect(noted.placeholders).toEqual([
      {
        where: `site.yaml:${line}:3`,
        path: 'site.placeholder',
        message: "is a placeholder (the firm's legal name): replace the sample content with the firm's own, confirmed details, then remove `placeholder`.",
      },
    ]);
    const marked = validateSite({ edits: [[`${NAME}\n`, `${NAME}\n  placeholder: true\n`]] });
    expect(marked.placeholders.map(({ message }) => message)).toEqual([
      "is a placeholder: replace the sample content with the firm's own, confirmed details, then remove `placeholder`.",
    ]);
  });

  it('inside lists, at any depth', () => {
    const testimonial = '        author: Managing director, trading company\n';
    const { placeholders } = validateSite({ edits: [[testimonial, `${testimonial}        placeholder: a real client's words\n`]] });
    expect(placeholders.map(({ where, path }) => `${where} ${path}`)).toEqual([
      `site.yaml:${lineOf(testimonial.slice(0, -1)) + 1}:9 routes[0].testimonials[0].placeholder`,
    ]);
  });

  it('`placeholder: false` or a blank note is not one (the entry is confirmed)', () => {
    for (const value of ['false', "'  '"]) {
      const { problems, placeholders } = validateSite({ edits: [[`${NAME}\n`, `${NAME}\n  placeholder: ${value}\n`]] });
      expect([problems, placeholders]).toEqual([[], []]);
    }
  });
});

describe('placeholder notes in markdown bodies', () => {
  it('each note is listed at its line and column, two on one line as two', () => {
    const body = `${THANKS}\nWrite to [The firm to confirm: e-mail address] or call [the firm to supply: phone number].\n`;
    const { placeholders } = validateSite({ files: { 'pages/thank-you.md': body } });
    expect(placeholders).toEqual([
      {
        where: 'content/pages/thank-you.md:3:10',
        path: '',
        message: "`[The firm to confirm: e-mail address]` is a placeholder: write the firm's own, confirmed text here.",
      },
      {
        where: 'content/pages/thank-you.md:3:56',
        path: '',
        message: "`[the firm to supply: phone number]` is a placeholder: write the firm's own, confirmed text here.",
      },
    ]);
  });

  it('`[Placeholder]` counts; ordinary brackets, links and a note broken over two lines do not', () => {
    const body = `${THANKS}\n[Placeholder: office hours]\n\nSee [our placeholders](/About-Us), [Placeholders] and [The firm to\nconfirm: x].\n`;
    const { placeholders } = validateSite({ files: { 'pages/thank-you.md': body } });
    expect(placeholders.map(({ where }) => where)).toEqual(['content/pages/thank-you.md:3:1']);
  });

  it('a note in the Arabic body is listed too, so it cannot go live once the English is filled in', () => {
    const arabic = 'شكرًا لاستفساركم.\n\nالعنوان: [للتأكيد من قِبل الشركة: العنوان المسجل]، والهاتف: [للتزويد من قبل الشركة: رقم الهاتف].\n';
    const { placeholders } = validateSite({ arabic: true, files: { 'ar/pages/thank-you.md': arabic } });
    expect(placeholders.map(({ where, message }) => `${where} ${message.split('`')[1]}`)).toEqual([
      'content/ar/pages/thank-you.md:3:10 [للتأكيد من قِبل الشركة: العنوان المسجل]',
      'content/ar/pages/thank-you.md:3:61 [للتزويد من قبل الشركة: رقم الهاتف]',
    ]);
  });

  it("in the home page's about section, and once for a body two pages share", () => {
    const about = 'home/about.md';
    const note = 'We have [The firm to confirm: years of practice] years of practice.\n';
    const own = validateSite({ edits: [[`      body: ${about}`, '      body: home/about-home.md']], files: { 'home/about-home.md': note } });
    expect(own.placeholders.map(({ where }) => where)).toEqual(['content/home/about-home.md:1:9']);
    // home/about.md is both the home page's about section and About Us's body.
    const shared = validateSite({ files: { [about]: note } });
    expect(shared.placeholders.map(({ where }) => where)).toEqual(['content/home/about.md:1:9']);
  });
});
