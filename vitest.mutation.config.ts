// The unit-test configuration as `npm run mutate` runs it, in Stryker's sandbox (a copy of the project).
import { defineConfig, mergeConfig } from 'vitest/config';
import base from './vitest.config';

export default mergeConfig(
  base,
  defineConfig({
    test: { globalSetup: ['tests/support/mutation-sandbox.ts'] },
  }),
);
