import { readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { parseManifestFile } from '../manifest/parse.js';
import type { Problem } from '../manifest/problem.js';
import type { ImageReference } from './references.js';

/**
 * An image the build could not make (over budget, unreadable) is reported where an editor names it: at its key in
 * site.yaml or its line in a markdown body, as the validator reports a missing image. site.yaml is parsed again for
 * that only when such a problem occurs. A problem whose image is named nowhere keeps the image file as its place.
 */
export function locateImageProblems(problems: Problem[], references: Map<string, ImageReference>, root: string, manifestFile = 'site.yaml'): Problem[] {
  let source: ReturnType<typeof parseManifestFile>['source'];
  return problems.map((problem) => {
    const address = `/${posix.relative('content/public', problem.file)}`;
    const reference = references.get(address);
    const message = `image \`${address}\` (${problem.file}) ${problem.message}`;
    if (!reference) return problem;
    if ('manifestPath' in reference) {
      source ??= parseManifestFile(join(root, manifestFile), manifestFile).source;
      return source ? source.problemAt(reference.manifestPath, message) : problem;
    }
    const lines = readFileSync(join(root, 'content', reference.body), 'utf8').split(/\r?\n/);
    const file = posix.join('content', reference.body);
    return { file, line: reference.line + 1, col: reference.col + 1, path: '', message, sourceLine: lines[reference.line] ?? '' };
  });
}
