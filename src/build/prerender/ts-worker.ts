import { parentPort, Worker, workerData, type WorkerOptions } from 'node:worker_threads';

/**
 * A worker thread running a TypeScript module of the build. A thread does not inherit the TypeScript loader the build
 * runs under: it loads tsx's itself, then the module.
 */
export function typeScriptWorker(module: URL, options: Omit<WorkerOptions, 'eval'>): Worker {
  const boot = `import('tsx/esm/api').then(({ tsImport }) => tsImport(${JSON.stringify(module.href)}, ${JSON.stringify(import.meta.url)}))`;
  return new Worker(boot, { ...options, eval: true });
}

/** What a module run by `runOnce` posts back: its task's value, or its error. */
type Answer<T> = { value: T } | { error: string };

/**
 * Runs `module` once in a thread of its own on `data` and settles with its answer (`answerOnce` in the module);
 * `stop` ends the thread early. `task` names the work in the error of a thread that dies without answering.
 */
export function runOnce<T>(module: URL, data: unknown, task: string): { result: Promise<T>; stop: () => Promise<number> } {
  const worker = typeScriptWorker(module, { workerData: data });
  const result = new Promise<T>((resolve, reject) => {
    worker.once('message', (answer: Answer<T>) => {
      void worker.terminate();
      if ('error' in answer) reject(new Error(answer.error));
      else resolve(answer.value);
    });
    worker.once('error', reject);
    // Settles nothing once the answer has: it only stops a build from waiting for a thread that died silently.
    worker.once('exit', (code) => reject(new Error(`${task}: its thread stopped (exit code ${code}) before it finished.`)));
  });
  return { result, stop: () => worker.terminate() };
}

/** In a module that `runOnce` runs: does `task` on the thread's data and posts its value or its error. */
export function answerOnce<Data, T>(task: (data: Data) => Promise<T>): void {
  if (!parentPort || !workerData) return;
  const port = parentPort;
  task(workerData as Data).then(
    (value) => port.postMessage({ value } satisfies Answer<T>),
    (error: unknown) => port.postMessage({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) } satisfies Answer<T>),
  );
}
