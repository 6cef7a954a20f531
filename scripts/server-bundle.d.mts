// Types of scripts/server-bundle.mjs (plain JavaScript, so that it runs before anything is compiled) for the tests.
import type { Metafile } from 'esbuild';

export const SERVER_DIR: string;
export const PROGRAMS: Record<string, string>;
export function isBuildCode(fileOrPackage: string): boolean;
export function staleReason(dir?: string, root?: string): string | undefined;
export function compileServer(options?: { root?: string; outDir?: string }): Promise<Metafile>;
