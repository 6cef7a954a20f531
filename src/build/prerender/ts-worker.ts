import { Worker, type WorkerOptions } from 'node:worker_threads';

/**
 * A worker thread running a TypeScript module of the build. A thread does not inherit the TypeScript loader the build
 * runs under: it loads tsx's itself, then the module.
 */
export function typeScriptWorker(module: URL, options: Omit<WorkerOptions, 'eval'>): Worker {
  const boot = `import('tsx/esm/api').then(({ tsImport }) => tsImport(${JSON.stringify(module.href)}, ${JSON.stringify(import.meta.url)}))`;
  return new Worker(boot, { ...options, eval: true });
}
