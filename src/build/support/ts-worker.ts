import { fork, type ChildProcess, type Serializable } from 'node:child_process';
import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parentPort, Worker, workerData, type WorkerOptions } from 'node:worker_threads';

/**
 * The module compiled to JavaScript, when the build runs compiled (`node scripts/run-compiled.mjs`, which writes the
 * folder's path into the compiled code in place of this variable); undefined under tsx.
 */
function compiledModule(module: URL): string | undefined {
  const dir = process.env.SITE_COMPILED_TOOL;
  if (!dir) return undefined;
  const file = join(dir, `${basename(fileURLToPath(module), '.ts')}.mjs`);
  return existsSync(file) ? file : undefined;
}

/**
 * A worker thread running a TypeScript module of the build: its compiled JavaScript when the build runs compiled.
 * Otherwise a thread does not inherit the TypeScript loader the build runs under: it loads tsx's itself, then the
 * module.
 */
export function typeScriptWorker(module: URL, options: Omit<WorkerOptions, 'eval'>): Worker {
  const compiled = compiledModule(module);
  if (compiled) return new Worker(pathToFileURL(compiled), options);
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

/**
 * A process running a TypeScript module of the build (its compiled JavaScript when the build runs compiled), talking
 * over the process's channel with structured clones (typed arrays and maps arrive as they were sent).
 */
export function typeScriptProcess(module: URL, options: { env?: NodeJS.ProcessEnv; execArgv?: string[] } = {}): ChildProcess {
  const compiled = compiledModule(module);
  return fork(compiled ?? fileURLToPath(module), [], {
    execArgv: [...(compiled ? [] : ['--import', import.meta.resolve('tsx')]), ...(options.execArgv ?? [])],
    env: options.env ?? process.env,
    serialization: 'advanced',
  });
}

/** Set in the environment of a process `runOnceInProcess` starts: its module answers over the process's channel. */
const CHILD_TASK = 'SITE_CHILD_TASK';

/**
 * `runOnce` in a process of its own instead of a thread: for work whose native libraries keep their memory after the
 * work is done. The bundler (Vite's native Rolldown) left about 400 MB of the build's resident memory behind when its
 * thread ended (measured 2026-11-28 with a sampler of /proc: 114 MB before it, 496 MB two seconds after its thread
 * had ended, with 18 MB of JavaScript heap); a process gives all of it back when it exits.
 */
export function runOnceInProcess<T>(module: URL, data: unknown, task: string): { result: Promise<T>; stop: () => Promise<number> } {
  const child = typeScriptProcess(module, { env: { ...process.env, [CHILD_TASK]: '1' } });
  child.send(data as Serializable);
  const exited = new Promise<number>((resolve) => child.once('exit', (code) => resolve(code ?? 1)));
  const result = new Promise<T>((resolve, reject) => {
    child.once('message', (answer: Answer<T>) => {
      child.disconnect();
      if ('error' in answer) reject(new Error(answer.error));
      else resolve(answer.value);
    });
    child.once('error', reject);
    void exited.then((code) => reject(new Error(`${task}: its process stopped (exit code ${code}) before it finished.`)));
  });
  return { result, stop: () => (child.kill(), exited) };
}

/** In a module that `runOnce` or `runOnceInProcess` runs: does `task` on its data and posts its value or its error. */
export function answerOnce<Data, T>(task: (data: Data) => Promise<T>): void {
  const reply = (data: Data, post: (answer: Answer<T>) => void) =>
    task(data).then(
      (value) => post({ value }),
      (error: unknown) => post({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) }),
    );
  if (process.env[CHILD_TASK] && process.send) {
    // The build that started this process stopped: nothing is waiting for the answer.
    process.once('disconnect', () => process.exit(0));
    process.once('message', (data: Data) => void reply(data, (answer) => process.send!(answer)));
    return;
  }
  if (!parentPort || !workerData) return;
  const port = parentPort;
  void reply(workerData as Data, (answer) => port.postMessage(answer));
}
