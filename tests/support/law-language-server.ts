// The law register's language server as an editor runs it: a child process spoken to in JSON-RPC over its stdin and
// stdout, through the protocol library's own client connection. Plain node with tsx as a loader (what
// `npm run language-server` runs), given by its full path so the server may start in a folder without node_modules.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  CompletionRequest,
  createProtocolConnection,
  DidChangeTextDocumentNotification,
  DidOpenTextDocumentNotification,
  ExitNotification,
  HoverRequest,
  InitializedNotification,
  InitializeRequest,
  PublishDiagnosticsNotification,
  ShutdownRequest,
  StreamMessageReader,
  StreamMessageWriter,
  type CompletionItem,
  type CompletionList,
  type Diagnostic,
  type Hover,
  type ProtocolConnection,
} from 'vscode-languageserver/node';
import { minimal } from './minimal-site.js';

const repository = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const tsx = pathToFileURL(join(repository, 'node_modules/tsx/dist/loader.mjs')).href;
const server = join(repository, 'src/editor/language-server/main.ts');

/** The day the register is read as of in these tests: the build's `SITE_AS_OF`, which the server reads too. */
export const DAY = '2026-11-30';

export interface Client {
  connection: ProtocolConnection;
  open(uri: string, text: string, languageId?: string): void;
  /** Replaces a document's whole text, as a client that sends full changes does. */
  change(uri: string, text: string, version: number): void;
  hover(uri: string, line: number, character: number): Promise<string | undefined>;
  completion(uri: string, line: number, character: number): Promise<CompletionItem[]>;
  /** The diagnostics last published for `uri`, once every message sent before has been handled. */
  diagnostics(uri: string): Promise<Diagnostic[] | undefined>;
  stop(): Promise<void>;
}

/** Starts the server in `cwd` and initializes it with `rootUri` (none: the server falls back to its working folder). */
export async function startServer(options: { cwd: string; rootUri?: string }): Promise<Client> {
  const child: ChildProcess = spawn(process.execPath, ['--import', tsx, server, '--stdio'], {
    cwd: options.cwd,
    env: { ...process.env, SITE_AS_OF: DAY },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const connection = createProtocolConnection(new StreamMessageReader(child.stdout!), new StreamMessageWriter(child.stdin!));
  const published = new Map<string, Diagnostic[]>();
  connection.onNotification(PublishDiagnosticsNotification.type, ({ uri, diagnostics }) => {
    published.set(uri, diagnostics);
  });
  connection.listen();
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const initialized = connection.sendRequest(InitializeRequest.type, {
    processId: process.pid,
    rootUri: options.rootUri ?? null,
    capabilities: { textDocument: { hover: { contentFormat: ['markdown'] } } },
  });
  await Promise.race([initialized, exited.then(() => Promise.reject(new Error(`the server exited: ${stderr}`)))]);
  await connection.sendNotification(InitializedNotification.type, {});

  const hover = async (uri: string, line: number, character: number) => {
    const answer: Hover | null = await connection.sendRequest(HoverRequest.type, { textDocument: { uri }, position: { line, character } });
    return answer ? (answer.contents as { value: string }).value : undefined;
  };
  return {
    connection,
    open: (uri, text, languageId = uri.endsWith('.md') ? 'markdown' : 'yaml') =>
      void connection.sendNotification(DidOpenTextDocumentNotification.type, { textDocument: { uri, languageId, version: 1, text } }),
    change: (uri, text, version) =>
      void connection.sendNotification(DidChangeTextDocumentNotification.type, { textDocument: { uri, version }, contentChanges: [{ text }] }),
    hover,
    completion: async (uri, line, character) => {
      const answer: CompletionItem[] | CompletionList | null = await connection.sendRequest(CompletionRequest.type, {
        textDocument: { uri },
        position: { line, character },
      });
      return Array.isArray(answer) ? answer : (answer?.items ?? []);
    },
    diagnostics: async (uri) => {
      // The server handles messages in order and publishes while handling an open or a change: once a later request
      // is answered, what it published for them has arrived.
      await hover('file:///nothing-open.md', 0, 0);
      return published.get(uri);
    },
    stop: async () => {
      await connection.sendRequest(ShutdownRequest.type);
      await connection.sendNotification(ExitNotification.type);
      await exited;
      connection.dispose();
    },
  };
}

/**
 * A small site in a folder of its own: the smallest valid site (tests/fixtures/valid/minimal.yaml) in English and
 * Arabic, with a law register of two rules. `zero-band` changed on 1 January 2026; `relief-end` is a date.
 */
export const RULES = `  rules:
    - id: zero-band
      label: Taxable income taxed at 0%
      unit: aed
      values:
        - from: 2023-06-01
          value: 300000
          instrument: Federal Decree-Law No. 47 of 2022
        - from: 2026-01-01
          value: 375000
          instrument: Ministerial Decision No. 229 of 2025
    - id: relief-end
      label: Last tax period end date covered by the relief
      unit: date
      values:
        - from: 2023-06-01
          value: 2026-12-31
          instrument: Federal Decree-Law No. 47 of 2022

`;
const ARABIC = `
ar:
  law:
    # {{rule-id}} in a comment explains the syntax; it quotes nothing.
    rules:
      - label: الدخل الخاضع للضريبة بنسبة 0%
      - label: آخر تاريخ لانتهاء الفترة الضريبية المشمولة بالإعفاء
`;
const LOCALES = 'locales:\n  - code: en\n    label: English\n  - code: ar\n    label: العربية\n\nsite:\n';

/** site.yaml of the small site, with the register's rules after the instruments and Arabic labels at the end. */
export const siteYaml = `${minimal.replace(/^site:\n/m, LOCALES).replace(/^routes:\n/m, `${RULES}routes:\n`)}${ARABIC}`;

/** Writes the small site into a new folder; returns it with a function that removes it. */
export function smallSite(): { root: string; remove: () => void } {
  const root = mkdtempSync(join(tmpdir(), 'law-language-server-'));
  writeFileSync(join(root, 'site.yaml'), siteYaml);
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}
