// What an editor with the YAML extension (yaml-language-server, driven here over stdio as VS Code, Neovim or
// Zed drive it) offers and says while site.yaml is being typed: a new page starts with its template, a
// template narrows the keys, and a bad value is explained in words from the schema, not as a regex.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { YamlLanguageClient } from '../../support/yaml-language-server.js';

const root = join(import.meta.dirname, '../../..');
const site = readFileSync(join(root, 'site.yaml'), 'utf8').split('\n');
const schema = JSON.parse(readFileSync(join(root, 'schemas/site.schema.json'), 'utf8')) as {
  $defs: Record<string, { properties?: Record<string, unknown>; patternErrorMessage?: string }>;
};
const templates = (schema.$defs.route.properties?.template as { enum: string[] }).enum;
const routesLine = site.findIndex((line) => line.startsWith('routes:'));

/** site.yaml with `lines` inserted as the first entries under `routes:`; the document opens under the repository so its `$schema` modeline resolves. */
function withNewRoute(lines: string[]): string {
  return [...site.slice(0, routesLine + 1), ...lines, ...site.slice(routesLine + 1)].join('\n');
}

let client: YamlLanguageClient;
let documents = 0;
const open = (text: string) => client.open(join(root, `editor-test-${++documents}.yaml`), text);

beforeAll(async () => {
  client = new YamlLanguageClient({ yaml: { validate: true, completion: true, hover: true, schemas: {} } });
  await client.start(root);
}, 30_000);
afterAll(() => client.stop());

describe('yaml-language-server on site.yaml', () => {
  it('offers only `template` for a bare new route, then that template’s keys', async () => {
    const bare = open(withNewRoute(['  - ']));
    const first = (await client.completions(bare, routesLine + 1, 4)).map((item) => item.label);
    expect(first).toContain('template');
    // Keys that belong to one template or another must wait until the template is chosen.
    for (const key of ['slides', 'faq', 'members', 'cards', 'summary', 'highlights', 'title']) expect(first).not.toContain(key);

    const choosing = open(withNewRoute(['  - template: ']));
    const values = (await client.completions(choosing, routesLine + 1, 16)).map((item) => item.label);
    expect(values.sort()).toEqual([...templates].sort());

    const service = open(withNewRoute(['  - template: service', '    ']));
    const serviceKeys = (await client.completions(service, routesLine + 2, 4)).map((item) => item.label);
    for (const key of Object.keys(schema.$defs.serviceRoute.properties ?? {}).filter((key) => key !== 'template')) expect(serviceKeys).toContain(key);
    for (const key of ['slides', 'members', 'cards', 'summary', 'highlights']) expect(serviceKeys).not.toContain(key);
  }, 30_000);

  it('offers a page’s Arabic words inside its `ar:` block, and nothing else', async () => {
    const service = open(withNewRoute(['  - template: service', '    ar:', '      ']));
    const keys = (await client.completions(service, routesLine + 3, 6)).map((item) => item.label);
    for (const key of ['title', 'description', 'heading', 'alt', 'faq']) expect(keys).toContain(key);
    for (const key of ['path', 'image', 'body', 'reviewed', 'sources']) expect(keys).not.toContain(key);
  }, 30_000);

  it('explains a bad phone number in words, at its line', async () => {
    const numberLine = site.findIndex((line) => /^\s+number: \+971/.test(line));
    const broken = [...site];
    broken[numberLine] = broken[numberLine].replace(/\+971[\d ]+/, '04-000-0000');
    const diagnostics = await client.diagnosticsFor(open(broken.join('\n')));
    const atLine = diagnostics.filter((diagnostic) => diagnostic.range.start.line === numberLine);
    expect(atLine.map((diagnostic) => diagnostic.message)).toEqual([schema.$defs.phoneNumber.patternErrorMessage]);
    expect(diagnostics.map((diagnostic) => diagnostic.message).join('\n')).not.toContain('[0-9]');
  }, 30_000);

  it('hovers a page title with what it is for and how long it may be', async () => {
    const titleLine = site.findIndex((line, index) => index > routesLine && /^\s+title: /.test(line));
    const hover = await client.hover(open(site.join('\n')), titleLine, site[titleLine].indexOf('title') + 1);
    expect(hover).toMatch(/search results|browser tab/i);
    expect(hover).toMatch(/\d+ characters/);
  }, 30_000);
});
