import { statSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import type { SiteManifest } from '../../generated/manifest-types.gen.js';
import type { ImageFileProblem } from './check-bytes.js';
import { checkImageFile } from './check-file.js';
import { formatOfName } from './sniff.js';
import { climbsOut, isInternal, linkTarget } from '../../shared/paths.js';
import { DECORATIVE_TITLE } from '../../shared/picture.js';
import type { CheckContext } from '../manifest/checks.js';
import type { PathSegment, Problem } from '../manifest/problem.js';
import type { SourceFile } from '../manifest/source.js';
import { IMAGE_KEYS, namesMarkdownFile, walk } from '../manifest/walk.js';

export interface ImageCheckResult {
  problems: Problem[];
  warnings: Problem[];
}

/**
 * Every image site.yaml or a markdown body names: its bytes are what its name says (a `.jpg` that is really a PNG,
 * or no image at all, is an error), over 10 MB is a warning, and it has alt text — empty only when marked as
 * decoration (`decorative: true` in site.yaml, the title `"decorative"` in markdown). Missing files are the file
 * checks' business (checks.ts); they are skipped here.
 */
export function checkImages(manifest: SiteManifest, source: SourceFile, context: CheckContext): ImageCheckResult {
  const result: ImageCheckResult = { problems: [], warnings: [] };
  const publicDir = join(context.contentDir, 'public');
  // Many pages share an image: each file is read once.
  const findings = new Map<string, ImageFileProblem[]>();
  const findingsOf = (address: string) => findings.get(address) ?? findings.set(address, fileFindings(publicDir, address)).get(address)!;
  const bodies = new Set<string>();
  walk(manifest, [], (key, value, path) => {
    if (namesMarkdownFile(key, value)) bodies.add(value);
    if (!IMAGE_KEYS.has(key) || !isInternal(value)) return;
    for (const found of findingsOf(value)) (found.severity === 'error' ? result.problems : result.warnings).push(source.problemAt(path, found.message));
  });
  checkAltText(manifest, [], source, result.problems);
  for (const body of bodies) checkMarkdownImages(body, context, findingsOf, result);
  return result;
}

/** What `checkImageFile` finds in an image that exists inside `publicDir`. */
function fileFindings(publicDir: string, address: string): ImageFileProblem[] {
  const name = linkTarget(address);
  const file = resolve(publicDir, `.${sep}${name}`);
  if (climbsOut(name) || !file.startsWith(resolve(publicDir) + sep) || !formatOfName(name)) return [];
  if (!(statSync(file, { throwIfNoEntry: false })?.isFile() ?? false)) return [];
  return checkImageFile(file, name);
}

/** Objects with an image and `alt`: the alt text may be empty only with `decorative: true`, and not otherwise. */
function checkAltText(value: unknown, path: PathSegment[], source: SourceFile, problems: Problem[]): void {
  if (Array.isArray(value)) {
    value.forEach((item, index) => checkAltText(item, [...path, index], source, problems));
    return;
  }
  if (!value || typeof value !== 'object') return;
  const record = value as Record<string, unknown>;
  // The schema puts `alt` beside every image (and `site.logo`, a block, has neither alt nor decorative).
  if (Object.keys(record).some((key) => IMAGE_KEYS.has(key))) {
    if (record.alt === '' && record.decorative !== true) {
      problems.push(
        source.problemAt(
          [...path, 'alt'],
          `is empty: write what the image shows, for people who cannot see it (e.g. \`alt: A VAT return form with a calculator\`). If the image is only decoration and says nothing the text does not, add \`decorative: true\` beside it.`,
        ),
      );
    } else if (record.alt !== '' && record.decorative === true) {
      problems.push(
        source.problemAt(
          [...path, 'decorative'],
          'says the image is only decoration, but it has alt text: screen readers skip a decorative image, so the text would never be heard. Remove `decorative: true` if the image shows something, or write `alt: ""`.',
        ),
      );
    }
  }
  for (const [key, child] of Object.entries(record)) checkAltText(child, [...path, key], source, problems);
}

function checkMarkdownImages(body: string, context: CheckContext, findingsOf: (address: string) => ImageFileProblem[], result: ImageCheckResult): void {
  const entry = context.content.read(body);
  if (!entry) return;
  for (const link of entry.links()) {
    if (link.kind !== 'image') continue;
    const target = link.target; // markdownLinks gives it without the spaces around it
    const at = (message: string): Problem => entry.problemAt(link.line, link.col, message);
    const decorative = link.title === DECORATIVE_TITLE;
    if (!decorative && !link.alt.trim()) {
      result.problems.push(
        at(
          `image \`${target}\` has no alt text: write what it shows between the brackets, e.g. \`![A chart of VAT deadlines](${target})\`. If it is only decoration, mark it \`![](${target} "decorative")\`.`,
        ),
      );
    } else if (decorative && link.alt.trim()) {
      result.problems.push(
        at(
          `image \`${target}\` is marked "decorative" but has alt text, which screen readers would then skip: remove \`"decorative"\` if the image shows something, or empty the brackets.`,
        ),
      );
    }
    if (!isInternal(target)) continue;
    for (const found of findingsOf(target)) (found.severity === 'error' ? result.problems : result.warnings).push(at(`image ${found.message}`));
  }
}
