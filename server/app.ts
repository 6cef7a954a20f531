import Fastify, { type FastifyServerOptions } from 'fastify';
import { sitePlugin } from './site/plugin.js';

export interface AppOptions {
  distDir: string;
  ssrDir: string;
  logger?: FastifyServerOptions['logger'];
}

/** The whole service as one Fastify app, built without listening so tests can use inject(). */
export async function buildApp(options: AppOptions) {
  const app = Fastify({ logger: options.logger ?? false, trustProxy: true });
  await app.register(sitePlugin, { distDir: options.distDir, ssrDir: options.ssrDir });
  return app;
}
