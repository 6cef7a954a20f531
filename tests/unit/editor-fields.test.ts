import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { errorsAt, fieldOf, parsePath, problemsOutside } from '../../src/editor/shared/field-errors.js';
import { labelFor, pageSchema, pageUiSchema, routeDefinitionFor, sections, sectionSchema, type SiteSchema } from '../../src/editor/shared/schema-form.js';
import { imageProblem } from '../../src/editor/server/image-bytes.js';

// The validator's problems at the form's fields, and the form read off the schema.

const problem = (path: string, message: string) => ({ path, message, file: 'site.yaml', line: 1, col: 1 });

describe('problem paths to form fields', () => {
  it('parses validator paths', () => {
    expect(parsePath('routes[3].slides[0].head')).toEqual(['routes', 3, 'slides', 0, 'head']);
  });

  it("puts a page's problems at its fields with the validator's own words", () => {
    const problems = [
      problem('routes[3].title', 'must not be empty.'),
      problem('routes[3].slides[0].head', 'unknown key `hed` — did you mean `head`?'),
      problem('routes[3]', 'missing required key `alt`.'),
      problem('routes[4].title', 'must not be empty.'),
      problem('site.phones[0].number', 'Write the number in international form.'),
    ];
    expect(errorsAt(problems, ['routes', 3])).toEqual({
      title: { __errors: ['must not be empty.'] },
      slides: { 0: { head: { __errors: ['unknown key `hed` — did you mean `head`?'] } } },
      alt: { __errors: ['missing required key `alt`.'] },
    });
    expect(fieldOf(problems[3], ['routes', 3])).toBeUndefined();
    expect(problemsOutside(problems, ['routes', 3]).map((each) => each.path)).toEqual(['routes[4].title', 'site.phones[0].number']);
    expect(errorsAt(problems, ['site'])).toEqual({ phones: { 0: { number: { __errors: ['Write the number in international form.'] } } } });
  });
});

describe('the form of a page', () => {
  const schema = JSON.parse(readFileSync('schemas/site.schema.json', 'utf8')) as SiteSchema;

  it("is the schema branch of the page's template, with the definitions it refers to", () => {
    expect(routeDefinitionFor(schema, 'service')).toBe('serviceRoute');
    const form = pageSchema(schema, 'service')!;
    expect(form.required).toContain('title');
    expect(form.$defs).toBe(schema.$defs);
    expect(pageSchema(schema, 'no-such-template')).toBeUndefined();
  });

  it('presents images with an upload button, long text in a text area and the template as fixed', () => {
    const ui = pageUiSchema(schema, pageSchema(schema, 'service')!) as Record<string, Record<string, unknown>>;
    expect(ui.image['ui:widget']).toBe('image');
    expect(ui.description['ui:widget']).toBe('textarea');
    expect(ui.title['ui:widget']).toBeUndefined();
    expect(ui.template['ui:widget']).toBe('hidden');
    expect(ui.title['ui:emptyValue']).toBe('');
    expect(labelFor('headOffice')).toBe('Head office');
  });

  it('offers every site-wide setting but the pages as its own form', () => {
    expect(sections(schema).map((section) => section.key)).toContain('site');
    expect(sections(schema).map((section) => section.key)).not.toContain('routes');
    expect((sectionSchema(schema, 'site')!.properties as Record<string, unknown>).phones).toBeDefined();
    expect(sectionSchema(schema, 'routes')).toBeUndefined();
  });
});

describe('uploaded pictures', () => {
  const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
  const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]);
  it('accepts bytes that match the name', () => {
    expect(imageProblem('logo.png', png)).toBeUndefined();
    expect(imageProblem('photo.JPG', jpeg)).toBeUndefined();
    expect(imageProblem('icon.svg', Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
    expect(imageProblem('a.webp', Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 ')]))).toBeUndefined();
  });
  it('refuses a file whose bytes are not what its name says, saying what it is', () => {
    expect(imageProblem('photo.png', jpeg)).toBe('"photo.png" is named as PNG but is really a JPEG file. Rename it to end in .jpg and upload it again.');
    expect(imageProblem('fake.svg', Buffer.from('<html><script>alert(1)</script>'))).toMatch('is not really a SVG picture');
    expect(imageProblem('notes.pdf', png)).toMatch('Upload a JPEG, PNG, WebP or SVG file.');
  });
});
