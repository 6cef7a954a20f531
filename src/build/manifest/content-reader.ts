import { readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { markdownLinks, type MarkdownLink } from './markdown-links.js';
import { namesMarkdownFile, walk } from './walk.js';
import type { PathSegment, Problem } from './problem.js';

/** A markdown file from content/, read (and its links parsed) once however many checks look at it. */
export interface ContentFile {
  text: string;
  readonly lines: string[];
  /** The name shown in messages, e.g. `content/blogs/vat.md`. */
  shown: string;
  /** Its links and images, parsed once for every check that follows them. */
  links(): readonly MarkdownLink[];
  /** A problem at a place in it (0-based line and column, as links and matches give them), shown with its line. */
  problemAt(line: number, col: number, message: string): Problem;
}

export interface ContentReader {
  /** The file, or undefined when it cannot be read (the file checks report that). */
  read(file: string): ContentFile | undefined;
}

/** Every markdown body of a page (`body`, the home page's `about.body`), with where the page names it. */
export function markdownBodies(route: object, at: PathSegment[] = []): { file: string; at: PathSegment[] }[] {
  const files: { file: string; at: PathSegment[] }[] = [];
  walk(route, at, (key, value, path) => {
    if (namesMarkdownFile(key, value)) files.push({ file: value, at: path });
  });
  return files;
}

/** Every markdown body of a page in both editions: the Arabic one is content/ar/ + the same name. */
export function pageBodies(route: object): string[] {
  return markdownBodies(route).flatMap(({ file }) => [file, `ar/${file}`]);
}

export function contentReader(contentDir: string, contentLabel: string): ContentReader {
  const cache = new Map<string, ContentFile | undefined>();
  return {
    read(file) {
      if (!cache.has(file)) {
        let entry: ContentFile | undefined;
        try {
          const text = readFileSync(join(contentDir, file), 'utf8');
          const shown = posix.normalize(`${contentLabel}/${file}`);
          // Split only when a check reports at a line: most files have nothing to report.
          let lines: string[] | undefined;
          const linesOf = () => (lines ??= text.split(/\r?\n/));
          entry = {
            text,
            get lines() {
              return linesOf();
            },
            shown,
            links: () => markdownLinks(text),
            problemAt: (line, col, message) => ({ file: shown, line: line + 1, col: col + 1, path: '', message, sourceLine: linesOf()[line] }),
          };
        } catch {
          // Left undefined: the file checks report a body that cannot be read.
        }
        cache.set(file, entry);
      }
      return cache.get(file);
    },
  };
}
