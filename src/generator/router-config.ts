/** One router-plugin configuration for the Vite build and for `npm run gen` (typecheck runs before any build). */
export const routerGeneratorConfig = {
  target: 'react' as const,
  autoCodeSplitting: true,
  // The loader holds the page's head metadata (route-files.ts): it travels in the page's chunk with its component.
  codeSplittingOptions: { defaultBehavior: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']] },
  routesDirectory: 'src/generated/routes',
  generatedRouteTree: 'src/generated/routeTree.gen.ts',
  quoteStyle: 'single' as const,
};
