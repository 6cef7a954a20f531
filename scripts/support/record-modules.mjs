// `node --import ./scripts/support/record-modules.mjs …`: writes the address of every module the process loaded (ES
// modules, CommonJS and Node's own) to the file RECORD_MODULES_FILE names, one a line, when the process exits.
// Used by scripts/bench-server-start.mjs to count what the server loads. Plain JavaScript: it runs where tsx does not.
import { writeFileSync } from 'node:fs';
import { registerHooks } from 'node:module';
import process from 'node:process';

const loaded = new Set();
registerHooks({
  load(url, context, nextLoad) {
    loaded.add(url);
    return nextLoad(url, context);
  },
});
process.once('exit', () => {
  if (process.env.RECORD_MODULES_FILE) writeFileSync(process.env.RECORD_MODULES_FILE, [...loaded].join('\n'));
});
