// `npm run new -- service|blog "Title"`: appends a route to site.yaml and creates its markdown file,
// so editors can start a page without copying YAML by hand.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pageSkeleton, routeEntry, slugify, type NewPageKind } from '../src/build/generate/new-page.js';

const [kind, ...titleWords] = process.argv.slice(2);
const title = titleWords.join(' ').trim();
if ((kind !== 'service' && kind !== 'blog') || !title) {
  console.error('Usage: npm run new -- service "Customs duty advisory"   or   npm run new -- blog "Your headline"');
  process.exit(1);
}

const root = resolve('.');
const manifestFile = join(root, 'site.yaml');
const slug = slugify(title);
if (!slug) {
  console.error(`"${title}" has no letters or digits to make an address from. Use a title with words.`);
  process.exit(1);
}
const today = new Date().toISOString().slice(0, 10);
const entry = routeEntry(kind as NewPageKind, title, slug, today);
const markdownFile = join(root, 'content', entry.body);
const manifestText = readFileSync(manifestFile, 'utf8');

if (new RegExp(`^\\s*- path: ${entry.path}\\s*$`, 'im').test(manifestText)) {
  console.error(`site.yaml already has a page at ${entry.path}. Choose another title.`);
  process.exit(1);
}
if (existsSync(markdownFile)) {
  console.error(`content/${entry.body} already exists. Choose another title, or add the route by hand.`);
  process.exit(1);
}

mkdirSync(dirname(markdownFile), { recursive: true });
writeFileSync(markdownFile, pageSkeleton(kind as NewPageKind, title));
writeFileSync(manifestFile, `${manifestText.replace(/\s*$/, '\n')}${entry.yaml}`);
console.log(`Added ${entry.path} to site.yaml as a draft and created content/${entry.body}.`);
console.log('It shows in `npm run dev` with a Draft ribbon and is left out of the published site.');
console.log('Next: write the text; in site.yaml set description, your own image and its alt text; then remove `draft: true` and run `npm run validate`.');
