// The law register's language server (`npm run language-server`), over stdio: hover, completion and diagnostics for
// `{{rule-id …}}` references in site.yaml and the markdown bodies under content/. The YAML extension's JSON Schema
// completes keys and values but cannot look inside a string, where references are written; this can. It holds no
// state of its own beyond the open documents: the register is read from site.yaml again whenever it changed.
import { createConnection, DidChangeWatchedFilesNotification, TextDocuments, TextDocumentSyncKind, type InitializeResult } from 'vscode-languageserver/node';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { completionsAt } from './completion.js';
import { unknownRuleDiagnostics } from './diagnostics.js';
import { referenceAt, referencesIn } from './document-references.js';
import { hoverMarkdown } from './hover.js';
import { RegisterSource } from './site-register.js';
import { documentKind, siteFileOf, workspaceRoot } from './workspace.js';

// `--stdio` (or `--node-ipc`, `--socket=N`) on the command line picks the transport; the library reads it.
const connection = createConnection();
const documents = new TextDocuments(TextDocument);
let root = process.cwd();
let register = new RegisterSource(siteFileOf(root));
let canWatch = false;

connection.onInitialize((params): InitializeResult => {
  root = workspaceRoot(params);
  register = new RegisterSource(siteFileOf(root));
  canWatch = params.capabilities.workspace?.didChangeWatchedFiles?.dynamicRegistration === true;
  return {
    capabilities: {
      textDocumentSync: TextDocumentSyncKind.Incremental,
      hoverProvider: true,
      // `{` for `{{`, a space for the words after an id.
      completionProvider: { triggerCharacters: ['{', ' '] },
    },
    serverInfo: { name: 'law-register' },
  };
});

connection.onInitialized(() => {
  // Saves from elsewhere (another editor, a `git checkout`) change the register under the open pages: re-check them.
  if (canWatch) void connection.client.register(DidChangeWatchedFilesNotification.type, { watchers: [{ globPattern: '**/site.yaml' }] });
});

/** The document, its kind and the register now, for a request about a document the server serves. */
function served(uri: string) {
  const document = documents.get(uri);
  const kind = document && documentKind(uri, root);
  const law = kind && register.current();
  return document && kind && law ? { document, kind, law } : undefined;
}

function publishDiagnostics(document: TextDocument): void {
  const context = served(document.uri);
  if (!context) return;
  try {
    const references = referencesIn(document.getText(), context.kind);
    void connection.sendDiagnostics({ uri: document.uri, diagnostics: unknownRuleDiagnostics(document, references, context.law) });
  } catch (error) {
    connection.console.error(`law register: could not check ${document.uri}: ${error instanceof Error ? error.stack : String(error)}`);
  }
}

const publishAll = () => documents.all().forEach(publishDiagnostics);

documents.onDidChangeContent(({ document }) => {
  // site.yaml being edited is the register: every open page is checked against its new text.
  if (documentKind(document.uri, root) !== 'site') return publishDiagnostics(document);
  register.setOpenText(document.getText());
  publishAll();
});

documents.onDidClose(({ document }) => {
  void connection.sendDiagnostics({ uri: document.uri, diagnostics: [] });
  if (documentKind(document.uri, root) !== 'site') return;
  // Closed unsaved, site.yaml on disk is the register again.
  register.setOpenText(undefined);
  publishAll();
});

connection.onDidChangeWatchedFiles(publishAll);

connection.onHover(({ textDocument, position }) => {
  const context = served(textDocument.uri);
  if (!context) return null;
  const { document, kind, law } = context;
  const found = referenceAt(referencesIn(document.getText(), kind), document.offsetAt(position));
  if (!found) return null;
  return {
    contents: { kind: 'markdown', value: hoverMarkdown(found, law) },
    range: { start: document.positionAt(found.index), end: document.positionAt(found.index + found.length) },
  };
});

connection.onCompletion(({ textDocument, position }) => {
  const context = served(textDocument.uri);
  if (!context) return [];
  const lineText = context.document.getText({ start: { line: position.line, character: 0 }, end: { line: position.line + 1, character: 0 } });
  return completionsAt(lineText.replace(/\r?\n$/, ''), position, context.law);
});

documents.listen(connection);
connection.listen();
