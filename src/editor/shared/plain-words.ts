import { labelFor } from './labels.js';

/**
 * The validator's messages are written for people editing site.yaml by hand: they name keys (`alt:`), YAML
 * syntax (`bio: |`) and files. The form editor shows fields with labels, so it says the same things in the form's
 * words; the original message, with its file and line, stays one click away under "Details" for developers.
 */
const label = (key: string) => `“${labelFor(key)}”`;
const isImageKey = (key: string) => /(^|[a-z])(image|Image|logo|Logo|photo|Photo)$/.test(key) || key === 'src';

const RULES: [RegExp, (...groups: string[]) => string][] = [
  // A required field left out: the form shows the message at that very field.
  [/missing required key `(\w+)`\. Choose one of: ([^.]*)\./, (key, choices) => `Choose ${label(key)}: ${choices.replace(/`/g, '')}.`],
  [
    /missing required key `(\w+)`(?: \((.*)\))?\. Add `\w+:` to this block\./s,
    (key, what) =>
      isImageKey(key)
        ? 'This page needs a picture: upload one with “Upload a picture…”, or type the address of one already on the site.'
        : `${label(key)} must be filled in${what ? ` (${what.replace(/\.$/, '')})` : ''}.`,
  ],
  [
    /is the "Image to come" placeholder of a new page: put the page's own image in \S+ and name it here before publishing/,
    () => 'is the “Image to come” placeholder of a new page: upload the page’s own picture with “Upload a picture…” before publishing',
  ],
  [/has no `alt` beside it(?: \(.*\))?\. Add `alt:` to this block\./s, () => 'Describe the picture in “Alt”, for people who cannot see it.'],
  [
    /For more than one paragraph write `\w+: \|`, the text indented on the lines below, and an empty line between paragraphs\./,
    () => 'For more than one paragraph, leave an empty line between paragraphs.',
  ],
  [/\(`draft: true` at routes\[\d+\]\)/, () => '(a page not yet published)'],
  [/\(remove `draft: true`\)/, () => '(untick “Draft”)'],
  [/Remove `draft: true`\./, () => 'Untick “Draft”.'],
  [/\(or keep `draft: true`\)/, () => '(or keep “Draft” ticked)'],
  [/a draft \(`draft: true`\)/, () => 'a draft (“Draft” ticked)'],
  [/until `draft: true` is removed from site\.yaml/, () => 'until “Draft” is unticked'],
  // Help written for people editing site.yaml by hand (commands, folders, the law register's ids), said in the form's words.
  [/it shows in `npm run dev` with a Draft ribbon/, () => 'it shows in the preview with a Draft ribbon'],
  [/Remove the line to publish\./, () => 'Untick it when the page is ready to go live.'],
  [/^`true` (\(or a note saying what is needed\) )?while/, (note = '') => `Ticked ${note}while`],
  [
    /`npm run validate -- --release` fails while any placeholder remains\./,
    () => 'The Publish dialog lists what is still sample content before the public launch.',
  ],
  [/Its text is content\/ar\/ \+ `body`\./, () => 'Its text is edited under “Page text in Arabic” below.'],
  [/ and content\/ar\//, () => ''],
  [/the markdown file's path inside content\//, () => 'the name of the file that keeps the page’s text'],
  [
    /An image in content\/public, written from the site root, e\.g\. (`[^`]+`)\./,
    (example) => `A picture: upload one with “Upload a picture…”, or type the address of one already on the site, e.g. ${example}.`,
  ],
  [
    /A markdown file in content\/, written relative to it, e\.g\. `[^`]+`\./,
    () => 'Where the page’s text is kept: the text itself is edited under “Page text” below.',
  ],
  [
    /Text quotes a rule as `\{\{rule-id\}\}` and the build writes the value in force on the build date, in each language \(README: "Quote the law"\)\./,
    () =>
      'A page quotes a figure with “Law figures” under its text (or by typing {{ in a text): the site shows the value in force on the day, in each language.',
  ],
  [
    /Quote the register \(`\{\{[^}]+\}\}`\), never copy a figure\./,
    () => 'Insert figures from the law register (type {{ to pick one), never type them by hand.',
  ],
  [
    /How text quotes it: `\{\{[^}]+\}\}`\. Never change an id pages use: add a value instead\./,
    () => 'The figure’s short name, by which pages quote it. Never change one that pages use: add a value instead.',
  ],
  [/A rule's id in `law\.rules`: /, () => 'A law figure’s short name: '],
  [
    /`\{\{[^}]*\}\}`: there is no rule `([^`]+)` in `law\.rules`\. Nearest ids: (.*)\./,
    (id, near) => `there is no law figure named “${id}”. Pick one with “Law figures” (or by typing {{); the nearest names are ${near}.`,
  ],
  [
    /`([^`]+)` copies the law register by hand on page `([^`]+)`: write .* so it changes when the law does \(or `\{\{literal [^}]*\}\}` if it must stay as written\)\./,
    (copied, page) =>
      `“${copied}” on ${page} copies a figure of the law register by hand: insert the figure instead (“Law figures”, or type {{), so the page changes when the law does.`,
  ],
  [/a date YYYY-MM-DD for `unit: date`/, () => 'a date for the unit “Date”'],
  [/, or remove the line if it is optional\./, () => ', or leave the field empty if it is optional.'],
  // "Route" is the manifest's word; the form speaks of pages and their addresses.
  [/Add a route with this path, or link to an existing page\./, () => 'Link to a page that exists, or add a page with this address first.'],
  // Values written as YAML: a ticked box, an empty field, an example of a field's text.
  [/^(?:`true`|true) when /, () => 'Ticked when '],
  [/^(?:`true`|true) keeps /, () => 'Ticked, it keeps '],
  [
    /for an image that is only decoration write `alt: ""` and `decorative: true`, not spaces\./,
    () => 'for a picture that is only decoration, tick “Decorative” and leave “Alt” empty (not spaces).',
  ],
  [/mark a phone number `whatsapp: true` instead/, () => 'tick “WhatsApp” on the phone number instead'],
  [
    /Empty \(`alt: ""`\) only for an image that is pure decoration, together with `decorative: true`\./,
    () => 'Leave it empty only for a picture that is pure decoration, with “Decorative” ticked.',
  ],
  [/\bwrite `alt: ""`/, () => 'leave “Alt” empty'],
  [/Leave it out for every (image|normal page)/, (what) => `Leave it unticked for every ${what}`],
  [/`([a-z][A-Za-z]*): true`/g, (key) => `${label(key)} ticked`],
  [/`([a-z][A-Za-z]*): ""`/g, (key) => `${label(key)} empty`],
  [/`([a-z][A-Za-z]*): ([^`]+)`/g, (key, value) => `${label(key)} “${value}”`],
  // Any other key written as YAML (`alt:` or `alt`) becomes the field's label.
  [/`([a-z][A-Za-z]*):?`/g, (key) => label(key)],
];

export function plainWords(message: string, options: { quoteCode?: boolean } = {}): string {
  let text = message;
  // The callback's arguments are the match, its groups, then the offset and the whole text: only the groups are wanted.
  for (const [pattern, replace] of RULES) text = text.replace(pattern, (...match: string[]) => replace(...match.slice(1, -2)));
  // In a message (not help text, which is drawn as markdown) a quoted value reads better in quotation marks.
  if (options.quoteCode) text = text.replace(/`([^`]+)`/g, '“$1”');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * The help under a date field. The schema says how site.yaml writes a date (YYYY-MM-DD); the form's date field shows
 * the date the way the person's browser writes dates (23/11/2026, 11/23/2026) and has a calendar, so the help says
 * to pick the date instead of naming a format the field does not show.
 */
export function dateFieldHelp(description: string | undefined): string {
  const what = (description ?? '').replace(/,? (?:written as )?YYYY-MM-DD(?:, e\.g\. \d{4}-\d\d-\d\d)?/g, '').trim();
  const sentence = what && what !== 'A date.' ? `${plainWords(what)} ` : '';
  return `${sentence}Type the date or pick it from the calendar.`;
}

/**
 * A message for a field, with its developer details after a separator: the form library passes errors as strings,
 * and the editor's error template splits them again (`splitFieldMessage`).
 */
export const DETAILS_SEPARATOR = '\u001f';

export function fieldMessage(problem: { message: string; file: string; line: number; col: number; path: string }): string {
  const where = problem.line > 0 ? `${problem.file}:${problem.line}:${problem.col}` : problem.file;
  return `${plainWords(problem.message, { quoteCode: true })}${DETAILS_SEPARATOR}${where} ${problem.path}: ${problem.message}`;
}

export function splitFieldMessage(text: string): { plain: string; details?: string } {
  const [plain, details] = text.split(DETAILS_SEPARATOR);
  return { plain, details };
}
