import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { siteManifestPlugin } from './src/generator/vite-plugin.ts';
import { routerGeneratorConfig } from './src/generator/router-config.ts';

export default defineConfig({
  // Images and other files served as they are live beside the content that uses them.
  publicDir: 'content/public',
  plugins: [siteManifestPlugin(), tanstackRouter(routerGeneratorConfig), react()],
  build: {
    outDir: 'dist',
    manifest: true,
    rollupOptions: {
      input: 'src/app/entry-client.tsx',
      // Hash-only chunk names: the entry lists every page chunk twice (its import and its preload list), and a
      // hundred long page names there cost ~2 KB gzip in the bundle every visitor downloads.
      output: { chunkFileNames: 'assets/[hash].js' },
    },
  },
  ssr: {},
});
