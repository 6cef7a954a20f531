/**
 * The server's settings, read from the environment in this one place and checked before anything starts: a wrong
 * value stops the process with one line naming the variable, what it holds and what it should hold, never a stack
 * trace and never a silent default. docs/operations.md, "Settings", documents the same variables.
 */
import { accessSync, constants, existsSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { RULES } from '../src/shared/api-contract.js';
import { publishedDirOf } from '../src/shared/releases.js';

export interface RateLimitSettings {
  max: number;
  timeWindow: number;
}

export interface SmtpSettings {
  host: string;
  port: number;
  user?: string;
  pass?: string;
  from: string;
  to: string;
}

export type TrustProxy = boolean | string | ((address: string, hop: number) => boolean);

export interface ServerConfig {
  port: number;
  host: string;
  logLevel: string;
  databasePath: string;
  trustProxy: TrustProxy;
  forceHttps: boolean;
  rateLimit: RateLimitSettings | false;
  smtp: SmtpSettings | null;
  corsOrigins: string[];
  /** SITE_ROOT, the folder of site.yaml (default the working directory). */
  siteRoot: string;
  /** published/ in SITE_ROOT (default the working directory): `npm run publish` and the editor's Publish put releases there. */
  publishedDir: string;
}

export const DEFAULT_DATABASE_PATH = 'data/site.db';
export const DEFAULT_ENQUIRY_RATE_LIMIT: RateLimitSettings = { max: 10, timeWindow: 60_000 };
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** Every problem found, so an operator fixes them all in one go. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('\n'));
  }
}

type Env = NodeJS.ProcessEnv;
type Problems = string[];

const shown = (value: string) => JSON.stringify(value.length > 60 ? `${value.slice(0, 60)}…` : value);

function portFrom(env: Env, name: string, fallback: number, problems: Problems): number {
  const value = env[name]?.trim();
  if (!value) return fallback;
  const port = Number(value);
  if (/^\d+$/.test(value) && port <= 65535) return port;
  problems.push(`${name}=${shown(value)} is not a port number: use a whole number from 1 to 65535 (0 picks any free port).`);
  return fallback;
}

function switchFrom(env: Env, name: string, problems: Problems): boolean {
  const value = env[name]?.trim().toLowerCase() ?? '';
  if (['', '0', 'false', 'off', 'no'].includes(value)) return false;
  if (['1', 'true', 'on', 'yes'].includes(value)) return true;
  problems.push(`${name}=${shown(env[name] ?? '')} is neither on nor off: use 1 or 0.`);
  return false;
}

/** DATABASE_PATH, or data/site.db relative to the working directory. The CLIs read it too. */
export function databasePathFrom(env: Env = process.env): string {
  return resolve(env.DATABASE_PATH?.trim() || DEFAULT_DATABASE_PATH);
}

/** Whether the server could create or write the database file (and its WAL files beside it). */
function databaseProblem(path: string): string | undefined {
  if (existsSync(path) && statSync(path).isDirectory()) return `DATABASE_PATH=${shown(path)} is a directory: give a file path such as data/site.db.`;
  // The nearest existing ancestor must be a writable directory: the server creates what is missing below it.
  let directory = dirname(path);
  while (!existsSync(directory)) directory = dirname(directory);
  try {
    if (!statSync(directory).isDirectory()) return `DATABASE_PATH=${shown(path)} cannot be created: ${directory} is a file, not a directory.`;
    accessSync(directory, constants.W_OK);
    if (existsSync(path)) accessSync(path, constants.R_OK | constants.W_OK);
  } catch {
    return `DATABASE_PATH=${shown(path)} is not writable by this user: choose a path in a directory the server may write to.`;
  }
  return undefined;
}

/**
 * Client addresses (rate limit, HTTPS detection) come from X-Forwarded-* only when the deployment says a proxy
 * sets them: TRUST_PROXY=<hops> or a proxy address. Trusting them blindly would let anyone bypass the enquiry
 * rate limit with a made-up header.
 */
function trustProxyFrom(env: Env): TrustProxy {
  const value = env.TRUST_PROXY?.trim();
  if (!value || value === 'false' || value === '0') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return value;
}

/** ENQUIRY_RATE_LIMIT: enquiries per IP per minute; "0" or "off" turns the limit off (benchmarks, load tests). */
function rateLimitFrom(env: Env, problems: Problems): RateLimitSettings | false {
  const value = env.ENQUIRY_RATE_LIMIT?.trim().toLowerCase();
  if (!value) return DEFAULT_ENQUIRY_RATE_LIMIT;
  if (value === 'off' || value === '0') return false;
  if (/^\d+$/.test(value)) return { max: Number(value), timeWindow: 60_000 };
  problems.push(`ENQUIRY_RATE_LIMIT=${shown(env.ENQUIRY_RATE_LIMIT ?? '')} is not a number of enquiries per minute: use a whole number, or off.`);
  return DEFAULT_ENQUIRY_RATE_LIMIT;
}

const EMAIL = new RegExp(RULES.email.pattern, 'u');

/**
 * SMTP_URL (`smtp://user:password@host:587`, `smtps://…` for port 465): the mail server in one setting, as a CI secret
 * holds it; its parts, when given, stand for SMTP_HOST, SMTP_PORT, SMTP_USER and SMTP_PASS.
 */
function smtpUrlFrom(env: Env, problems: Problems): Env {
  const value = env.SMTP_URL?.trim();
  if (!value) return env;
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    // reported below
  }
  if (!url || !/^smtps?:$/.test(url.protocol) || !url.hostname) {
    // The value may hold a password: never shown.
    problems.push('SMTP_URL is not an SMTP address: write it like smtp://user:password@mail.example.com:587 (or smtps://… for port 465).');
    return env;
  }
  return {
    ...env,
    SMTP_HOST: url.hostname,
    SMTP_PORT: url.port || (url.protocol === 'smtps:' ? '465' : '587'),
    SMTP_USER: decodeURIComponent(url.username) || env.SMTP_USER,
    SMTP_PASS: decodeURIComponent(url.password) || env.SMTP_PASS,
  };
}

/** E-mails (enquiry notifications, law-change alerts) from SMTP_URL or SMTP_*, and NOTIFY_TO; null (no mail) when neither names a host. */
export function smtpFrom(given: Env, problems: Problems = []): SmtpSettings | null {
  const env = smtpUrlFrom(given, problems);
  const host = env.SMTP_HOST?.trim();
  const port = portFrom(env, 'SMTP_PORT', 587, problems);
  if (!host) return null;
  const from = env.SMTP_FROM?.trim() || env.SMTP_USER?.trim() || 'website@localhost';
  const to = env.NOTIFY_TO?.trim() || from;
  for (const [name, address] of [
    ['SMTP_FROM', env.SMTP_FROM?.trim()],
    ['NOTIFY_TO', env.NOTIFY_TO?.trim()],
  ] as const) {
    if (address && !EMAIL.test(address)) problems.push(`${name}=${shown(address)} is not an e-mail address like office@example.com.`);
  }
  return { host, port, user: env.SMTP_USER || undefined, pass: env.SMTP_PASS || undefined, from, to };
}

/** CORS_ORIGINS: the origins (scheme, host and port, no path) of pages allowed to call the API, comma-separated. */
function corsOriginsFrom(env: Env, problems: Problems): string[] {
  const origins = (env.CORS_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  for (const origin of origins) {
    let parsed: URL | undefined;
    try {
      parsed = new URL(origin);
    } catch {
      // reported below
    }
    if (!parsed || !/^https?:$/.test(parsed.protocol) || parsed.origin !== origin) {
      problems.push(`CORS_ORIGINS has ${shown(origin)}, which is not an origin: write it like https://www.example.com (no path, no trailing slash).`);
    }
  }
  return origins;
}

/** All of the server's settings, or a ConfigError listing every wrong one. */
export function readConfig(env: Env = process.env, defaults: { port: number } = { port: 3000 }): ServerConfig {
  const problems: Problems = [];
  const logLevel = env.LOG_LEVEL?.trim().toLowerCase() || 'info';
  if (!LOG_LEVELS.includes(logLevel)) problems.push(`LOG_LEVEL=${shown(logLevel)} is not a log level: use one of ${LOG_LEVELS.join(', ')}.`);
  const databasePath = databasePathFrom(env);
  const databaseIssue = databaseProblem(databasePath);
  if (databaseIssue) problems.push(databaseIssue);
  const config: ServerConfig = {
    port: portFrom(env, 'PORT', defaults.port, problems),
    host: env.HOST?.trim() || 'localhost',
    logLevel,
    databasePath,
    trustProxy: trustProxyFrom(env),
    forceHttps: switchFrom(env, 'FORCE_HTTPS', problems),
    rateLimit: rateLimitFrom(env, problems),
    smtp: smtpFrom(env, problems),
    corsOrigins: corsOriginsFrom(env, problems),
    siteRoot: resolve(env.SITE_ROOT?.trim() || '.'),
    publishedDir: publishedDirOf(resolve(env.SITE_ROOT?.trim() || '.')),
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}
