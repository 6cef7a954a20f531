// A minimal Language Server Protocol client for yaml-language-server over stdio: enough to open a
// document and ask what an editor would ask (completions, hovers, diagnostics), so tests can check
// the help editors see in VS Code and other LSP editors rather than trusting the schema alone.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
interface Message {
  id?: number;
  method?: string;
  params?: Json;
  result?: Json;
  error?: { message: string };
}

export interface Diagnostic {
  message: string;
  range: { start: { line: number; character: number } };
}
export interface CompletionItem {
  label: string;
  insertText?: string;
}

const serverScript = createRequire(import.meta.url).resolve('yaml-language-server/bin/yaml-language-server');

export class YamlLanguageClient {
  private readonly server: ChildProcessWithoutNullStreams;
  private buffer = Buffer.alloc(0);
  private nextId = 1;
  private readonly pending = new Map<number, (message: Message) => void>();
  private readonly diagnostics = new Map<string, Diagnostic[]>();
  private readonly diagnosticWaiters: Array<() => void> = [];

  constructor(private readonly settings: Json) {
    this.server = spawn(process.execPath, [serverScript, '--stdio'], { stdio: 'pipe' });
    this.server.stdout.on('data', (chunk: Buffer) => this.receive(chunk));
  }

  async start(rootDir: string): Promise<void> {
    await this.request('initialize', {
      processId: process.pid,
      rootUri: pathToFileURL(rootDir).href,
      capabilities: { textDocument: { completion: { completionItem: { snippetSupport: true } }, hover: {} }, workspace: { configuration: true } },
    });
    this.notify('initialized', {});
    this.notify('workspace/didChangeConfiguration', { settings: this.settings });
  }

  open(file: string, text: string): string {
    const uri = pathToFileURL(file).href;
    this.diagnostics.delete(uri);
    this.notify('textDocument/didOpen', { textDocument: { uri, languageId: 'yaml', version: 1, text } });
    return uri;
  }

  async completions(uri: string, line: number, character: number): Promise<CompletionItem[]> {
    const result = (await this.request('textDocument/completion', { textDocument: { uri }, position: { line, character } })) as
      { items?: CompletionItem[] } | CompletionItem[] | null;
    return Array.isArray(result) ? result : (result?.items ?? []);
  }

  async hover(uri: string, line: number, character: number): Promise<string> {
    const result = (await this.request('textDocument/hover', { textDocument: { uri }, position: { line, character } })) as {
      contents?: { value?: string } | string;
    } | null;
    const contents = result?.contents;
    return typeof contents === 'string' ? contents : (contents?.value ?? '');
  }

  /** The diagnostics the server publishes for a document (waits for the first publication). */
  async diagnosticsFor(uri: string, timeoutMs = 20_000): Promise<Diagnostic[]> {
    const deadline = Date.now() + timeoutMs;
    while (!this.diagnostics.has(uri)) {
      if (Date.now() > deadline) throw new Error(`yaml-language-server published no diagnostics for ${uri}`);
      await new Promise<void>((resolve) => {
        this.diagnosticWaiters.push(resolve);
        setTimeout(resolve, 200);
      });
    }
    return this.diagnostics.get(uri) ?? [];
  }

  async stop(): Promise<void> {
    await this.request('shutdown', null).catch(() => undefined);
    this.notify('exit', null);
    this.server.kill();
  }

  private request(method: string, params: Json): Promise<Json | undefined> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, (message) => (message.error ? reject(new Error(message.error.message)) : resolve(message.result)));
      this.send({ id, method, params });
    });
  }

  private notify(method: string, params: Json): void {
    this.send({ method, params });
  }

  private send(message: Message): void {
    const body = Buffer.from(JSON.stringify({ jsonrpc: '2.0', ...message }), 'utf8');
    this.server.stdin.write(`Content-Length: ${body.length}\r\n\r\n`);
    this.server.stdin.write(body);
  }

  private receive(chunk: Buffer): void {
    this.buffer = Buffer.concat([this.buffer, chunk]);
    for (;;) {
      const headerEnd = this.buffer.indexOf('\r\n\r\n');
      if (headerEnd < 0) return;
      const length = Number(/Content-Length: (\d+)/i.exec(this.buffer.subarray(0, headerEnd).toString())?.[1]);
      if (this.buffer.length < headerEnd + 4 + length) return;
      const message = JSON.parse(this.buffer.subarray(headerEnd + 4, headerEnd + 4 + length).toString('utf8')) as Message;
      this.buffer = this.buffer.subarray(headerEnd + 4 + length);
      this.handle(message);
    }
  }

  private handle(message: Message): void {
    if (message.id !== undefined && message.method === undefined) {
      this.pending.get(message.id)?.(message);
      this.pending.delete(message.id);
    } else if (message.method === 'workspace/configuration') {
      // The server asks for its settings per section; answer each with the yaml settings.
      const items = ((message.params as { items?: Json[] } | null)?.items ?? []) as Json[];
      this.send({ id: message.id, result: items.map(() => (this.settings as { yaml?: Json }).yaml ?? null) } as Message);
    } else if (message.id !== undefined) {
      this.send({ id: message.id, result: null } as Message);
    } else if (message.method === 'textDocument/publishDiagnostics') {
      const { uri, diagnostics } = message.params as unknown as { uri: string; diagnostics: Diagnostic[] };
      this.diagnostics.set(uri, diagnostics);
      this.diagnosticWaiters.splice(0).forEach((wake) => wake());
    }
  }
}
