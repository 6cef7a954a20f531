import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { errorsAt, fieldOf, parsePath, problemsOutside } from '../../../src/editor/shared/field-errors.js';
import { labelFor, pageSchema, pageUiSchema, routeDefinitionFor, sections, sectionSchema, type SiteSchema } from '../../../src/editor/shared/schema-form.js';
import { withTranslationsInlined } from '../../../src/shared/translation-schema.js';

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
  const schema = withTranslationsInlined(JSON.parse(readFileSync('schemas/site.schema.json', 'utf8')) as Record<string, unknown>) as unknown as SiteSchema;

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
    // The image's problems are drawn by its widget, beside the Upload button.
    expect(ui.image['ui:hideError']).toBe(true);
    expect(ui.description['ui:widget']).toBe('textarea');
    expect(ui.title['ui:widget']).toBeUndefined();
    expect(ui.template['ui:widget']).toBe('hidden');
    expect(ui.title['ui:emptyValue']).toBe('');
    expect(labelFor('headOffice')).toBe('Head office');
  });

  it('offers the site’s pages for links and its people for authors, but lets a person’s own id be typed', () => {
    type Ui = Record<string, Record<string, unknown>>;
    const article = pageUiSchema(schema, pageSchema(schema, 'article')!) as Ui;
    expect(article.author['ui:widget']).toBe('person');
    expect(article.reviewer['ui:widget']).toBe('person');
    const home = pageUiSchema(schema, pageSchema(schema, 'home')!) as Record<string, Ui & { items: Ui & Record<string, Ui> }>;
    expect(home.slides.items.cta.link['ui:widget']).toBe('link');
    const people = pageUiSchema(schema, sectionSchema(schema, 'people')!) as { items: Ui };
    expect(people.items.id['ui:widget']).toBeUndefined();
  });

  it('offers every site-wide setting but the pages as its own form', () => {
    expect(sections(schema).map((section) => section.key)).toContain('site');
    expect(sections(schema).map((section) => section.key)).not.toContain('routes');
    expect((sectionSchema(schema, 'site')!.properties as Record<string, unknown>).phones).toBeDefined();
    expect(sectionSchema(schema, 'routes')).toBeUndefined();
  });
});
