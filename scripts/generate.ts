// `npm run gen`: validate site.yaml, then write the generated types (manifest types and the SitePath union).
import { resolve } from 'node:path';
import { runGenerate } from '../src/build/index.js';

const ok = await runGenerate({ root: resolve('.'), manifestFile: resolve(process.argv[2] ?? 'site.yaml'), log: console.log, logError: console.error });
if (!ok) process.exitCode = 1;
