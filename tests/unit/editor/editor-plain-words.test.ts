import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fieldMessage, plainWords, splitFieldMessage } from '../../../src/editor/shared/plain-words.js';

// The validator's messages as the form editor shows them: the form's labels instead of YAML keys, the original kept
// under "Details" with its file and line.

describe('plainWords', () => {
  it('says a required field must be filled in, by its label', () => {
    expect(plainWords('missing required key `name` (The person’s full name.). Add `name:` to this block.')).toBe(
      '“Name” must be filled in (The person’s full name).',
    );
    expect(plainWords('missing required key `template`. Choose one of: `home`, `service`.')).toBe('Choose “Template”: home, service.');
  });

  it('points a missing picture at the Upload button', () => {
    expect(plainWords('missing required key `image` (An image in content/public). Add `image:` to this block.')).toBe(
      'This page needs a picture: upload one with “Upload a picture…”, or type the address of one already on the site.',
    );
    expect(
      plainWords(
        'is the "Image to come" placeholder of a new page: put the page\'s own image in content/public/images/ and name it here before publishing (or keep `draft: true`).',
      ),
    ).toBe(
      'Is the “Image to come” placeholder of a new page: upload the page’s own picture with “Upload a picture…” before publishing (or keep “Draft” ticked).',
    );
  });

  it('speaks of pages and addresses, not of routes, when a link leads nowhere', () => {
    expect(plainWords('`/no-such-page` is not a page of this site. Add a route with this path, or link to an existing page.', { quoteCode: true })).toBe(
      '“/no-such-page” is not a page of this site. Link to a page that exists, or add a page with this address first.',
    );
  });

  it('speaks of the Draft box, not of `draft: true`', () => {
    expect(plainWords('the home page cannot be a draft: every page links to it. Remove `draft: true`.')).toBe(
      'The home page cannot be a draft: every page links to it. Untick “Draft”.',
    );
    expect(
      plainWords('links to `/x`, a draft (`draft: true` at routes[4]): drafts are left out. Publish the page (remove `draft: true`) or remove the link.'),
    ).toBe('Links to `/x`, a draft (a page not yet published): drafts are left out. Publish the page (untick “Draft”) or remove the link.');
  });

  it('drops YAML syntax from help text', () => {
    expect(
      plainWords('The biography. For more than one paragraph write `bio: |`, the text indented on the lines below, and an empty line between paragraphs.'),
    ).toBe('The biography. For more than one paragraph, leave an empty line between paragraphs.');
    expect(plainWords('has no `alt` beside it (What the image shows (needed with `image`)). Add `alt:` to this block.')).toBe(
      'Describe the picture in “Alt”, for people who cannot see it.',
    );
  });
});

describe('fieldMessage', () => {
  it('puts values in quotation marks instead of code marks', () => {
    const text = fieldMessage({ message: 'the text `04 123` is not valid here.', file: 'site.yaml', line: 3, col: 1, path: 'site.phones[0].number' });
    expect(splitFieldMessage(text).plain).toBe('The text “04 123” is not valid here.');
  });

  it('keeps the original message with its file and line for developers', () => {
    const text = fieldMessage({ message: 'must not be empty.', file: 'site.yaml', line: 12, col: 5, path: 'routes[3].title' });
    expect(splitFieldMessage(text)).toEqual({ plain: 'Must not be empty.', details: 'site.yaml:12:5 routes[3].title: must not be empty.' });
  });
});

describe('help under the form’s fields', () => {
  const schema = JSON.parse(readFileSync('schemas/site.schema.json', 'utf8')) as Record<string, unknown>;
  /** Every description the form shows as help: all but the manifest's own (a file nobody sees in the form). */
  function descriptions(node: unknown, at = ''): [string, string][] {
    if (Array.isArray(node)) return node.flatMap((each, index) => descriptions(each, `${at}[${index}]`));
    if (!node || typeof node !== 'object') return [];
    return Object.entries(node).flatMap(([key, value]): [string, string][] =>
      (key === 'description' || key === 'patternErrorMessage') && typeof value === 'string'
        ? at === ''
          ? []
          : [[at, value]]
        : descriptions(value, `${at}.${key}`),
    );
  }

  it('name no command, file, folder, law-register id, line to remove or value written as YAML', () => {
    const jargon = /npm run|site\.yaml|content\/|law\.rules|`\{\{|Remove the line|README|`[a-z][A-Za-z]*: [^`]*`|^`?true\b/;
    const translation = JSON.parse(readFileSync('schemas/site-translation.schema.json', 'utf8')) as Record<string, unknown>;
    const left = [...descriptions(schema), ...descriptions(translation)].map(([at, text]) => [at, plainWords(text)]).filter(([, text]) => jargon.test(text));
    expect(left).toEqual([]);
  });

  it('speak of ticked boxes and empty fields, not of `decorative: true` and `alt: ""`', () => {
    const defs = schema.$defs as Record<string, { description: string; patternErrorMessage?: string }>;
    expect(plainWords(defs.decorative.description)).toBe(
      'Ticked when the image is pure decoration and says nothing the text does not: leave “Alt” empty with it and screen readers skip the image. ' +
        'Leave it unticked for every image that shows something (a person, a document, a chart).',
    );
    expect(plainWords(String(defs.alt.patternErrorMessage))).toBe(
      'Describe what the image shows; for a picture that is only decoration, tick “Decorative” and leave “Alt” empty (not spaces).',
    );
    expect(plainWords('What the image shows. Empty only with `decorative: true`.')).toBe('What the image shows. Empty only with “Decorative” ticked.');
    expect(plainWords('e.g. `label: Talk to a tax adviser` / `link: /Contact-Us`.')).toBe('E.g. “Label” “Talk to a tax adviser” / “Link” “/Contact-Us”.');
  });

  it('say what to do in the editor instead', () => {
    const draft = plainWords(String((schema.$defs as Record<string, { description: string }>).draft.description));
    expect(draft).toMatch(/^Ticked while the page is being written: it shows in the preview with a Draft ribbon/);
    expect(draft).toMatch(/Untick it when the page is ready to go live\.$/);
    expect(plainWords('`{{ct-rate}}`: there is no rule `ct-rate` in `law.rules`. Nearest ids: ct-rates, ct-zero-band.', { quoteCode: true })).toBe(
      'There is no law figure named “ct-rate”. Pick one with “Law figures” (or by typing {{); the nearest names are ct-rates, ct-zero-band.',
    );
  });
});
