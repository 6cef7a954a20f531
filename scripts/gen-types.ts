// `npm run gen:types`: regenerate src/manifest/types.gen.ts from schemas/site.schema.json.
import { generateTypes } from '../src/generator/schema-types.js';

const changed = await generateTypes();
console.log(changed ? 'Wrote src/manifest/types.gen.ts' : 'src/manifest/types.gen.ts is up to date');
