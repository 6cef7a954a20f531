import { Generator, getConfig } from '@tanstack/router-generator';
import { routerGeneratorConfig } from './router-config.js';

/** Writes src/generated/routeTree.gen.ts, as the router plugin would at the start of a build. */
export async function generateRouteTree(root: string): Promise<void> {
  const { target: _target, autoCodeSplitting: _split, ...generatorOptions } = routerGeneratorConfig;
  const config = getConfig({ ...generatorOptions, target: 'react' }, root);
  await new Generator({ config, root }).run();
}
