import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LineCounter } from 'yaml';
import { commentTrapWarnings } from '../../../src/build/manifest/comment-traps.js';
import { loadManifest } from '../../../src/build/validate/load.js';
import { parseManifestText } from '../../../src/build/manifest/parse.js';
import { SourceFile } from '../../../src/build/manifest/source.js';
import { temporaryFolder } from '../../support/temp-folder.js';

const minimal = resolve('tests/fixtures/valid/minimal.yaml');
const contentDir = resolve('tests/fixtures/content');

/** The minimal valid site with one line changed, validated as an editor would. */
function validateWith(from: string, to: string) {
  const text = readFileSync(minimal, 'utf8');
  expect(text, `the fixture has "${from}"`).toContain(from);
  const file = join(temporaryFolder('trap-'), 'site.yaml');
  writeFileSync(file, text.replace(from, to));
  return { ...loadManifest(file, { cwd: tmpdir(), contentDir }), text: text.replace(from, to) };
}

describe('values cut short by ` #`', () => {
  it('warns at the # of an unquoted title, says what YAML kept and how to keep the rest', () => {
    const { warnings, problems, text } = validateWith('title: Our Services\n', 'title: Our Services #1 in Dubai\n');
    expect(problems).toEqual([]);
    const trap = warnings.filter((warning) => warning.message.includes('YAML comment'));
    expect(trap).toHaveLength(1);
    const line = text.split('\n').findIndex((each) => each.includes('Our Services #1')) + 1;
    expect(trap[0]).toMatchObject({ line, col: text.split('\n')[line - 1].indexOf('#') + 1 });
    expect(trap[0].path).toMatch(/^routes\[\d+\]\.title$/);
    expect(trap[0].message).toContain('the value is "Our Services"');
    expect(trap[0].message).toContain('"Our Services #1 in Dubai"');
  });

  it('warns in a file saved with Windows line ends too, without the line end in its message', () => {
    const text = readFileSync(minimal, 'utf8').replace('title: Our Services\n', 'title: Our Services #1 in Dubai\n').replace(/\n/g, '\r\n');
    const file = join(temporaryFolder('trap-'), 'site.yaml');
    writeFileSync(file, text);
    const trap = loadManifest(file, { cwd: tmpdir(), contentDir }).warnings.filter((warning) => warning.message.includes('YAML comment'));
    expect(trap).toHaveLength(1);
    expect(trap[0].message).toContain('"Our Services #1 in Dubai". If');
    expect(trap[0].message).not.toContain('\r');
  });

  it('stays quiet for quoted values and for a # inside a word or an address', () => {
    const quoted = validateWith('title: Our Services\n', 'title: "Our Services #1 in Dubai"\n');
    expect(quoted.warnings.filter((warning) => warning.message.includes('YAML comment'))).toEqual([]);
    const inWord = validateWith('title: Our Services\n', 'title: Our Services C#\n');
    expect(inWord.warnings.filter((warning) => warning.message.includes('YAML comment'))).toEqual([]);
  });
});

describe('values cut short by ` #`: every place and spelling', () => {
  const traps = (from: string, to: string) => validateWith(from, to).warnings.filter((warning) => warning.message.includes('YAML comment'));

  it('gives the whole message, spaces around the comment left out of the value it suggests', () => {
    const [trap] = traps('title: Our Services\n', 'title: Our Services #  1 in Dubai  \n');
    expect(trap.message).toBe(
      'the text after ` #` is a YAML comment and is left out: the value is "Our Services". If "#  1 in Dubai" belongs to it, put the whole value in quotes: "Our Services #1 in Dubai". If it is a note, ignore this.',
    );
  });

  it('warns after a tab as after a space, and on the last line of a file without a line end', () => {
    expect(traps('title: Our Services\n', 'title: Our Services\t#1 in Dubai\n')).toHaveLength(1);
    // The file's last line, with no line end after it.
    const file = join(temporaryFolder('trap-'), 'site.yaml');
    writeFileSync(file, `${readFileSync(minimal, 'utf8').trimEnd()} #last words`);
    const [trap] = loadManifest(file, { cwd: tmpdir(), contentDir }).warnings.filter((warning) => warning.message.includes('YAML comment'));
    expect(trap.message).toContain('If "#last words" belongs to it');
  });

  it('finds a value in a list, at its item, and quotes a number as it was written', () => {
    const [inList] = traps('      - Business Bay, Dubai\n', '      - Business Bay, Dubai #2\n');
    expect(inList.path).toBe('site.headOffice.lines[0]');
    const [number] = traps('    latestPosts: 2\n', '    latestPosts: 02 # the newest two\n');
    expect(number.message).toContain('the value is "02"');
  });

  it('stays quiet for a quoted value with a note after it, and for spaces at the end of a line', () => {
    expect(traps('title: Our Services\n', 'title: "Our Services" # the listing\n')).toEqual([]);
    expect(traps('title: Our Services\n', 'title: Our Services   \n')).toEqual([]);
  });
});

describe('values cut short by ` #`, in any document', () => {
  const trapsIn = (text: string) =>
    commentTrapWarnings(parseManifestText(text, 'site.yaml').source!).map((warning) => `${warning.line}:${warning.col} ${warning.path}`);

  it('are found under a key that is not a name, and in the keys after it, each at its own path', () => {
    expect(trapsIn('site:\n  [a, b]: Our Services #1\n  title: Home #2\n')).toEqual(['2:24 site', '3:15 site.title']);
  });

  it('are looked for past aliases, and not at all in a file that could not be parsed', () => {
    expect(trapsIn('a: &a x\nb: *a\nc: Home #1\n')).toEqual(['3:9 c']);
    expect(commentTrapWarnings(new SourceFile('site.yaml', 'title: Home #1\n', new LineCounter()))).toEqual([]);
  });
});
