/** One router-plugin configuration for the Vite build and for `npm run gen` (typecheck runs before any build). */
export const routerGeneratorConfig = {
  target: 'react' as const,
  autoCodeSplitting: true,
  routesDirectory: 'src/generated/routes',
  generatedRouteTree: 'src/generated/routeTree.gen.ts',
  quoteStyle: 'single' as const,
};
