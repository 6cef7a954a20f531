import { defineConfig } from 'vitest/config';
import LongestFirstSequencer from './tests/support/unit-sequencer.ts';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 20_000,
    // Vitest's default is one worker fewer than the cores: one on this 2-core machine, and the suite ran serially.
    maxWorkers: 2,
    sequence: { sequencer: LongestFirstSequencer },
  },
});
