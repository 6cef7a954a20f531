// Where the site is and which documents the server speaks for. The register lives in the workspace's site.yaml; the
// build quotes it in site.yaml's texts and in the markdown bodies under content/, so those are the documents served:
// a README elsewhere may show `{{rule-id}}` as an example and must not be reported as quoting a rule that is not there.
import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { InitializeParams } from 'vscode-languageserver/node';

/** The site's folder: the first workspace folder, else the root the client opened, else where the server was started. */
export function workspaceRoot(params: Pick<InitializeParams, 'workspaceFolders' | 'rootUri'>, cwd = process.cwd()): string {
  const uri = params.workspaceFolders?.[0]?.uri ?? params.rootUri;
  return uri?.startsWith('file:') ? fileURLToPath(uri) : cwd;
}

export function siteFileOf(root: string): string {
  return join(root, 'site.yaml');
}

/** A document's file path, for `file:` URIs only (an unsaved buffer has no place in the site). */
export function pathOf(uri: string): string | undefined {
  return uri.startsWith('file:') ? resolve(fileURLToPath(uri)) : undefined;
}

export type DocumentKind = 'site' | 'markdown';

/** What a document is to the server: the site's site.yaml, a markdown body under its content/, or nothing it serves. */
export function documentKind(uri: string, root: string): DocumentKind | undefined {
  const path = pathOf(uri);
  if (!path) return undefined;
  if (path === resolve(siteFileOf(root))) return 'site';
  const inContent = relative(resolve(root, 'content'), path);
  if (path.endsWith('.md') && inContent !== '' && !inContent.startsWith(`..${sep}`) && !isAbsolute(inContent)) return 'markdown';
  return undefined;
}
