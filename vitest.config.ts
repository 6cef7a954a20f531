import { defineConfig } from 'vitest/config';
import LongestFirstSequencer from './tests/support/unit-sequencer.js';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 20_000,
    // Passwords hashed at the test cost (server/editors/passwords.ts), in the tests and the commands they start.
    env: { NODE_ENV: 'test', PASSWORD_COST: 'test' },
    // Vitest's default is one worker fewer than the cores: one on this 2-core machine, and the suite ran serially.
    maxWorkers: 2,
    sequence: { sequencer: LongestFirstSequencer },
  },
});
