// `npm run gen:types`: regenerate src/generated/manifest-types.gen.ts from schemas/site.schema.json.
import { generateTypes } from '../src/build/generate/schema-types.js';

const changed = await generateTypes();
console.log(changed ? 'Wrote src/generated/manifest-types.gen.ts' : 'src/generated/manifest-types.gen.ts is up to date');
