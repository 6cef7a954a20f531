// The unit-test configuration as `npm run mutate` runs it, in Stryker's sandbox (a copy of the project).
import { defineConfig, mergeConfig } from 'vitest/config';
import base from './vitest.config.js';

export default mergeConfig(
  base,
  defineConfig({
    // SITE_NO_MEMO: no memo carries a result from one test to the next (src/shared/remember-by-text.ts says why).
    test: { globalSetup: ['tests/support/mutation-sandbox.ts'], env: { SITE_NO_MEMO: '1' } },
  }),
);
