import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { siteManifestPlugin } from './src/generator/vite-plugin.ts';

export default defineConfig({
  // Images and other files served as they are live beside the content that uses them.
  publicDir: 'content/public',
  plugins: [
    siteManifestPlugin(),
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: 'src/generated/routes',
      generatedRouteTree: 'src/generated/routeTree.gen.ts',
      quoteStyle: 'single',
    }),
    react(),
  ],
  build: {
    outDir: 'dist',
    manifest: true,
    rollupOptions: { input: 'src/app/entry-client.tsx' },
  },
  ssr: {},
});
