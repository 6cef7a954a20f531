// `npm run generate`: validate site.yaml, then write the schema types, file routes and page data.
import { resolve } from 'node:path';
import { runGenerate } from '../src/generator/run.js';

const ok = await runGenerate({ root: resolve('.'), manifestFile: resolve(process.argv[2] ?? 'site.yaml'), log: console.log, logError: console.error });
if (!ok) process.exitCode = 1;
