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
    },
  },
});
