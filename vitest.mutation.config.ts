// The unit-test configuration as `npm run mutate` runs it, in Stryker's sandbox (a copy of the project).
// Every file isolated, in one project: each mutant's run starts from fresh modules.
import { defineConfig } from 'vitest/config';
import { UNIT_TESTS, unitTestSettings } from './vitest.config.js';

export default defineConfig({
  test: {
    ...unitTestSettings,
    include: UNIT_TESTS,
    globalSetup: ['tests/support/mutation-sandbox.ts'],
    // SITE_NO_MEMO: no memo carries a result from one test to the next (src/shared/remember-by-text.ts says why).
    env: { ...unitTestSettings.env, SITE_NO_MEMO: '1' },
  },
});
