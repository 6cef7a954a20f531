// `npx tsx scripts/gen-types.ts`: regenerate only src/generated/manifest-types.gen.ts from schemas/site.schema.json
// (`npm run gen` does this and writes the other generated files too).
import { generateTypes } from '../src/build/generate/schema-types.js';

const changed = await generateTypes();
console.log(changed ? 'Wrote src/generated/manifest-types.gen.ts' : 'src/generated/manifest-types.gen.ts is up to date');
