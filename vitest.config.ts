import { defineConfig } from 'vitest/config';
import { CHANGES_ITS_PROCESS } from './tests/support/isolated-tests.js';
import LongestFirstSequencer from './tests/support/unit-sequencer.js';

export const UNIT_TESTS = ['tests/unit/**/*.test.{ts,tsx}'];

/** The suite's settings, shared with the mutation runs' configuration (vitest.mutation.config.ts). */
export const unitTestSettings = {
  environment: 'node',
  testTimeout: 20_000,
  // Passwords hashed at the test cost (server/editors/passwords.ts), in the tests and the commands they start.
  env: { NODE_ENV: 'test', PASSWORD_COST: 'test' },
  // Vitest's default is one worker fewer than the cores: one on this 2-core machine, and the suite ran serially.
  maxWorkers: 2,
  sequence: { sequencer: LongestFirstSequencer },
};

export default defineConfig({
  test: {
    ...unitTestSettings,
    projects: [
      { extends: true, test: { name: 'shared', include: UNIT_TESTS, exclude: CHANGES_ITS_PROCESS, isolate: false } },
      { extends: true, test: { name: 'isolated', include: CHANGES_ITS_PROCESS } },
    ],
  },
});
