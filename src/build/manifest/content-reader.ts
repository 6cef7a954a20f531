import { readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { markdownLinks, type MarkdownLink } from './markdown-links.js';
import { namesMarkdownFile, walk } from './walk.js';
import type { PathSegment } from './problem.js';

/** A markdown file from content/, read (and its links parsed) once however many checks look at it. */
export interface ContentFile {
  text: string;
  readonly lines: string[];
  /** The name shown in messages, e.g. `content/blogs/vat.md`. */
  shown: string;
  /** Its links and images, parsed once for every check that follows them. */
  links(): readonly MarkdownLink[];
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
          let lines: string[] | undefined;
          entry = {
            text,
            // Split only when a check reports at a line: most files have nothing to report.
            get lines() {
              return (lines ??= text.split(/\r?\n/));
            },
            shown: posix.normalize(`${contentLabel}/${file}`),
            links: () => markdownLinks(text),
          };
        } catch {
          entry = undefined;
        }
        cache.set(file, entry);
      }
      return cache.get(file);
    },
  };
}
