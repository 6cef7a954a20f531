// The links and images the validator finds in a markdown body, and where it says they are: the column an editor is
// sent to for a broken link. Each case is a way editors write links in content/ (see the bodies under content/).
import { describe, expect, it } from 'vitest';
import { markdownLinks } from '../../../src/build/manifest/markdown-links.js';

/** Where each link is, as `line:col` (0-based, at the destination's opening parenthesis), with its target. */
const found = (text: string) => markdownLinks(text).map(({ kind, target, line, col }) => `${kind} ${target} @${line}:${col}`);

describe('links in a markdown body', () => {
  it('the same link twice on one line is found twice, each at its own place', () => {
    expect(found('See [VAT](/VAT-Services) and [VAT](/VAT-Services) again.')).toEqual(['link /VAT-Services @0:9', 'link /VAT-Services @0:34']);
  });

  it('a paragraph over several lines: each link on its own line, even one further left than the one before', () => {
    expect(found('A long first line before [a](/a)\n[b](/b) starts the next,\nand [a](/a) again.')).toEqual(['link /a @0:28', 'link /b @1:3', 'link /a @2:7']);
  });

  it('in later paragraphs, lists and tables, at the line they are written on', () => {
    const body = 'Intro.\n\n- first\n- see [b](/b)\n\n| A | B |\n|---|---|\n| x | y |\n| [c](/c) | z |';
    expect(found(body)).toEqual(['link /b @3:9', 'link /c @8:5']);
  });

  it('with Windows line endings, lines are counted as an editor sees them', () => {
    expect(found('One\r\n\r\nTwo [a](/a)\r\n')).toEqual(['link /a @2:7']);
  });

  it('in code spans and code blocks are not links, as the page does not show them as links', () => {
    expect(found('Code `[x](/x)` hides it.\n\n```\n[y](/y)\n```\n\n    [z](/z)\n')).toEqual([]);
  });

  it('a reference link is found at its definition, wherever in the file it is', () => {
    expect(found('Intro.\n\nRead [the guide][g] today.\n\nMore text.\n\n[g]: /Guide')).toEqual(['link /Guide @6:5']);
    expect(found('[r]:/r\n\n[x][r]')).toEqual(['link /r @0:4']);
    expect(found('Ref [x][r] and [y][r].\n\n[r]: <the page>')).toEqual(['link the page @2:6', 'link the page @2:6']);
    // Not at the place of an inline link after it on the line, which keeps its own.
    expect(found('Ref [x][r] and [y](/other).\n\n[r]: /same')).toEqual(['link /same @2:5', 'link /other @0:18']);
  });

  it('an autolink is a link, found where its address starts', () => {
    expect(found('Auto <https://example.com/x> link.')).toEqual(['link https://example.com/x @0:6']);
  });

  it('a destination in angle brackets, with escapes or with character references is read as the page reads it', () => {
    expect(found('Angle [a](<my file.md>) here.')).toEqual(['link my file.md @0:9']);
    expect(found('Escaped [a](/a\\_b) link.')).toEqual(['link /a_b @0:11']);
    expect(found('Char ref [a](&#47;x) here, then [b](&#47;y).')).toEqual(['link /x @0:12', 'link /y @0:35']);
  });

  it('a destination written with escapes is looked for in its own block only, not in the next line', () => {
    expect(found('# Guide to [our rules](/a\\_b)\nSee [them](/a_b) too.')).toEqual(['link /a_b @0:22', 'link /a_b @1:10']);
  });

  it('a reference link whose address has dots, question marks or brackets is found at its definition', () => {
    expect(found('Read [the report][r].\n\n[r]: /files/report.pdf?v=(2)')).toEqual(['link /files/report.pdf?v=(2) @2:5']);
  });

  it('a destination never written as such falls back to its block', () => {
    // A reference whose definition uses a character reference: neither the block nor a definition has the target.
    expect(found('Intro.\n\nRead [it][d] now.\n\n[d]: &#47;x')).toEqual(['link /x @2:0']);
  });
});

describe('images in a markdown body', () => {
  it('carry their alt text, and their title only when one is written', () => {
    expect(markdownLinks('![Alt text](/img.png "Title") and ![](/b.png)')).toStrictEqual([
      { kind: 'image', target: '/img.png', line: 0, col: 11, alt: 'Alt text', title: 'Title' },
      { kind: 'image', target: '/b.png', line: 0, col: 37, alt: '' },
    ]);
  });

  it('the same image twice on one line is found twice, each at its own place', () => {
    expect(found('![Logo](/logo.png) and ![Logo](/logo.png)')).toEqual(['image /logo.png @0:7', 'image /logo.png @0:30']);
  });

  it('an image inside a link is both, the link after the image it wraps', () => {
    expect(found('[![Logo](/logo.png)](/Home)')).toEqual(['link /Home @0:20', 'image /logo.png @0:8']);
  });

  it('a link carries no alt text or title', () => {
    expect(markdownLinks('[a](/a "Title")')).toStrictEqual([{ kind: 'link', target: '/a', line: 0, col: 3 }]);
  });
});
