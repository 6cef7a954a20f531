// Vitest global setup for `npm run mutate`: Stryker copies the project file by file into its sandbox and cannot
// copy a symbolic link to a folder, so it leaves the fixtures' link to the real public files out; made again here.
import { existsSync, symlinkSync } from 'node:fs';

export default function setup(): void {
  const link = 'tests/fixtures/content/public';
  if (!existsSync(link)) symlinkSync('../../../content/public', link);
}
