// Reading site.yaml before any YAML is parsed: the file missing, a folder, a link to itself, empty, only comments,
// saved in another encoding; then the YAML mistakes that are reported together or one at a time, and a top level
// that is not a block of keys. Each problem is compared whole, as `npm run validate` prints it.
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadManifest } from '../../../src/build/validate/load.js';
import { parseManifestFile, parseManifestText } from '../../../src/build/manifest/parse.js';
import { lineOf, minimal, validateSite } from '../../support/minimal-site.js';

const dir = mkdtempSync(join(tmpdir(), 'manifest-files-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let written = 0;
/** `content` saved as a site.yaml of its own folder; its path. */
function saved(content: string | Buffer): string {
  const folder = join(dir, `site-${++written}`);
  mkdirSync(folder);
  writeFileSync(join(folder, 'site.yaml'), content);
  return join(folder, 'site.yaml');
}

/** The one problem with the file as a whole that `npm run validate -- site.yaml` reports. */
const fileProblem = (message: string) => [{ file: 'site.yaml', line: 0, col: 0, path: '', message }];

describe('site.yaml that cannot be read as text', () => {
  it('is missing', () => {
    const result = parseManifestFile(join(dir, 'no-such-folder/site.yaml'), 'site.yaml');
    expect(result).toEqual({ problems: fileProblem('file not found. Check the path, e.g. `npm run validate -- site.yaml`.') });
  });

  it('is a folder', () => {
    expect(parseManifestFile(dir, 'site.yaml').problems).toEqual(fileProblem('is a folder, not a file. Give the path of site.yaml.'));
  });

  it('is a link that points at itself', () => {
    const link = join(dir, 'loop.yaml');
    symlinkSync(link, link);
    expect(parseManifestFile(link, 'site.yaml').problems).toEqual(fileProblem('cannot be read (ELOOP).'));
  });

  it('is empty, or only blank lines: the dev server waits for a save under way (`empty-file`)', () => {
    const empty = fileProblem('is empty. It must describe the site: start from the site.yaml in the repository.').map((problem) => ({
      ...problem,
      code: 'empty-file',
    }));
    expect(parseManifestFile(saved(''), 'site.yaml').problems).toEqual(empty);
    expect(parseManifestFile(saved('\n  \n\t\n'), 'site.yaml').problems).toEqual(empty);
  });

  it('has only comments, even ones with no space after `#`', () => {
    expect(parseManifestFile(saved('#TODO: describe the site\n  # later\n#!\n'), 'site.yaml').problems).toEqual(
      fileProblem('contains only comments (lines starting with `#`), so it describes no site. Start from the site.yaml in the repository.'),
    );
  });

  it('was saved as Latin-1, not UTF-8', () => {
    const latin1 = Buffer.from('site:\n  name: Café Consultancy\n', 'latin1');
    expect(parseManifestFile(saved(latin1), 'site.yaml').problems).toEqual(fileProblem('is not valid UTF-8 text. Save the file with UTF-8 encoding.'));
  });

  it('reads a UTF-8 file that contains the replacement character � itself', () => {
    const result = parseManifestFile(saved('site:\n  name: Caf� Consultancy\n'), 'site.yaml');
    expect(result.problems).toEqual([]);
    expect(result.data).toEqual({ site: { name: 'Caf� Consultancy' } });
  });
});

describe('YAML mistakes', () => {
  const problemsOf = (text: string) =>
    parseManifestText(text, 'site.yaml').problems.map(({ line, col, path, message }) => ({ where: `${line}:${col}`, path, message }));
  const badEscape = (escape: string) =>
    `\`\\${escape}\` is not something YAML can read inside double quotes. Write a backslash as \`\\\\\`, or put the value in single quotes.`;

  it('reports one problem per line, and every line with a mistake that does not throw the parser off', () => {
    expect(problemsOf('site:\n  name: "Tax\\q and\\w audit"\n  url: "C:\\z"\n')).toEqual([
      { where: '2:13', path: '', message: badEscape('q') },
      { where: '3:11', path: '', message: badEscape('z') },
    ]);
  });

  it('reports a key twice in two blocks, each at its repeat', () => {
    expect(problemsOf('site:\n  name: A\n  name: B\nfooter: 1\nfooter: 2\n')).toEqual([
      { where: '3:3', path: '', message: 'the key `name` appears twice in the same block (also on line 2). Remove or rename one of them.' },
      { where: '5:1', path: '', message: 'the key `footer` appears twice in the same block (also on line 4). Remove or rename one of them.' },
    ]);
  });

  it('quotes the line that nests too deeply, not the line after it', () => {
    const text = `site: ${'['.repeat(70)}x${']'.repeat(70)}\nfooter: 1\n`;
    expect(parseManifestText(text, 'site.yaml').problems).toEqual([
      {
        file: 'site.yaml',
        line: 1,
        col: 71,
        path: '',
        message:
          'lists or blocks are nested more than 64 levels deep here, usually because `[` or `{` are opened and never closed. Close each bracket you open, or write the value out.',
        sourceLine: text.split('\n')[0],
      },
    ]);
  });

  it('locates a key that is a list at the key, with no manifest path', () => {
    expect(problemsOf('site:\n  ? [name, title]\n  : Minimal\n')).toEqual([
      {
        where: '2:5',
        path: '',
        message: "this key is a list, but keys must be plain names like `title:`. Write the key's name, or put the whole line in quotes if it is text.",
      },
    ]);
  });
});

describe('a top level that is not a block of keys', () => {
  const message = 'must be a block of `key: value` lines at the top level (site:, navigation:, routes:, …).';
  const problemsOf = (text: string) =>
    loadManifest(saved(text), { cwd: dir }).problems.map(({ file, line, col, path, message }) => ({
      where: `${file.split('/')[1]}:${line}:${col}`,
      path,
      message,
    }));

  it('is a list, found at its first item below the comments', () => {
    expect(problemsOf('# The site\n\n- site: Minimal\n- routes: []\n')).toEqual([{ where: 'site.yaml:3:1', path: '', message }]);
  });

  it('is a line of text', () => {
    expect(problemsOf('Minimal Consultancy, Dubai\n')).toEqual([{ where: 'site.yaml:1:1', path: '', message }]);
  });

  it('is `~` (nothing)', () => {
    expect(problemsOf('# nothing yet\n~\n')).toEqual([{ where: 'site.yaml:2:1', path: '', message }]);
  });

  it('is never reached past a YAML mistake: the mistake is what is reported', () => {
    expect(problemsOf('site:\n\tname: Minimal\n')).toEqual([
      { where: 'site.yaml:2:1', path: '', message: 'a tab is used for indentation. YAML indents with spaces only: replace the tab with spaces.' },
    ]);
  });
});

describe('the problems of a site that reads as YAML', () => {
  it('come in the order of their lines, whichever check found them', () => {
    const { problems } = validateSite({
      edits: [
        ['      alt: An accountant reviewing financial statements', '      alt: ""'],
        ['        link: /About-Us', '        link: /About'],
      ],
    });
    // The link is found by the checks of pages and links, the empty alt text by the image checks, which run later.
    expect(problems.map(({ where, path }) => ({ where, path }))).toEqual([
      { where: `site.yaml:${lineOf('      alt: An accountant reviewing financial statements')}:12`, path: 'routes[0].about.alt' },
      { where: `site.yaml:${lineOf('        link: /About-Us')}:15`, path: 'routes[0].about.link.link' },
    ]);
  });

  it('on one line, come in the order of their columns', () => {
    const about = ['    about:', '      heading: Over 20 years of accounting practice', '      body: home/about.md', '      image: /images/about-office.svg'];
    const block = [
      ...about,
      '      alt: An accountant reviewing financial statements',
      '      link:',
      '        label: About us',
      '        link: /About-Us',
    ].join('\n');
    const line = '    about: { heading: Our practice, body: home/about.md, image: /images/about-office.svg, alt: "", link: { label: About us, link: /About } }';
    const { problems } = validateSite({ edits: [[block, line]] });
    expect(problems.map(({ where, path }) => ({ where, path }))).toEqual([
      { where: `site.yaml:${lineOf('    about:')}:${line.indexOf('""') + 1}`, path: 'routes[0].about.alt' },
      { where: `site.yaml:${lineOf('    about:')}:${line.indexOf('/About }') + 1}`, path: 'routes[0].about.link.link' },
    ]);
  });

  it('name the content folder `content` when `npm run validate -- ../site.yaml` runs inside it', () => {
    const file = saved(minimal.replace('      body: home/about.md', '      body: home/abut.md'));
    const content = join(file, '../content');
    cpSync('tests/fixtures/content', content, { recursive: true });
    expect(loadManifest(file, { cwd: content }).problems.map(({ file, line, message }) => ({ where: `${file}:${line}`, message }))).toEqual([
      { where: `../site.yaml:${lineOf('      body: home/about.md')}`, message: 'markdown file not found: content/home/abut.md — did you mean `about.md`?' },
    ]);
  });

  it('include a failure of the validator itself, as a problem with the file rather than a crash', () => {
    expect(validateSite({ today: new Date('not a day') }).problems).toEqual([
      {
        where: 'site.yaml:0:0',
        path: '',
        message: 'could not be checked because of an internal error (Invalid time value). Please report this with the file attached.',
      },
    ]);
  });
});
