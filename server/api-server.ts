// `npm run serve:api`: only the consultant API, with no built site needed: for running it on its own host
// (behind a static host's pages) and for tests that stop or kill it.
import { startServer } from './start.js';

const { config } = await startServer({ defaultPort: 3001 });
console.log(`API on http://${config.host}:${config.port}/api`);
