// `npm run gen`: the manifest's TypeScript types from the schema, then validation and the site model, which write the
// `SitePath` type and the law register's code snippets.
import { formatProblem } from '../manifest/problem.js';
import { validateAndResolve, type RunOptions } from './validate-and-resolve.js';

export async function runGenerate(options: RunOptions): Promise<boolean> {
  const { generateTypes } = await import('../generate/schema-types.js');
  await generateTypes(options.root);
  const result = validateAndResolve(options);
  if (!result.ok) {
    for (const problem of result.problems) options.logError?.(`${formatProblem(problem)}\n`);
    options.logError?.(`${result.problems.length} problem${result.problems.length === 1 ? '' : 's'} in site.yaml: nothing was generated.`);
    return false;
  }
  return true;
}
