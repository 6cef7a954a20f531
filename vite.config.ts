import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The browser code only: no content goes through the bundler. Page data is JSON the build writes beside the pages
 * (src/build/), so the bundle, and this configuration, are the same for 10 pages or 10,000.
 */
export default defineConfig({
  // In dev, images and other files served as they are come straight from content/; the build copies them itself.
  publicDir: 'content/public',
  plugins: [react()],
  build: {
    manifest: true,
    rollupOptions: {
      input: 'src/browser/app/entry-client.tsx',
      // Everything the entry imports, however many templates also import it, goes into the entry's own chunk: every
      // page loads it anyway. Left to the bundler, which modules share a chunk follows which templates import them,
      // so one template starting to use a small helper split the shared code into more files (110.8 KB for a
      // service page in 8 files, 106.2 KB in 4 with this group, 2026-11-28).
      output: { codeSplitting: { groups: [{ name: 'entry-shared', tags: ['$initial'] }] } },
    },
  },
});
