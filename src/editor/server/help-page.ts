import { readFileSync } from 'node:fs';
import MarkdownIt from 'markdown-it';

/** The editing guide, written for the office manager, kept with the project's docs (one text for both places). */
const GUIDE = new URL('../../../docs/editing.md', import.meta.url);

const STYLE = `
:root{font:17px/1.6 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#1c2733;background:#f5f7f9}
body{margin:0}
main{max-width:46rem;margin:0 auto;padding:1.5rem 1rem 4rem;background:#fff}
a{color:#0b5c8e}
a:focus-visible{outline:3px solid #f2a900;outline-offset:2px}
code{background:#eef2f5;padding:0 .2em;border-radius:3px}
table{border-collapse:collapse;width:100%}
th,td{border:1px solid #d6dde4;padding:.3rem .5rem;text-align:start;vertical-align:top}
.back{display:inline-block;margin-bottom:1rem}
`;

/** A heading's anchor the way the guide's own table of contents writes it (GitHub's rule). */
const anchorOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .trim()
    .replace(/\s/g, '-');

let page: string | undefined;

/**
 * The guide as a page of the editor (`/edit/help`, `/help` under `npm run edit`): links between its sections work;
 * links to the technical docs are shown as their words only, since those are not for this reader.
 */
export function helpPage(): string {
  if (page) return page;
  const md = new MarkdownIt({ html: false, typographer: true });
  md.renderer.rules.heading_open = (tokens, index, options, _env, self) => {
    tokens[index].attrSet('id', anchorOf(tokens[index + 1]?.content ?? ''));
    return self.renderToken(tokens, index, options);
  };
  const plainLink = (href: string) => !href.startsWith('#') && !/^https?:/i.test(href);
  md.renderer.rules.link_open = (tokens, index, options, _env, self) => {
    const href = tokens[index].attrGet('href') ?? '';
    if (!plainLink(href)) return self.renderToken(tokens, index, options);
    tokens[index].meta = { plain: true };
    return '';
  };
  md.renderer.rules.link_close = (tokens, index, options, _env, self) => {
    let depth = index - 1;
    while (depth >= 0 && tokens[depth].type !== 'link_open') depth--;
    return tokens[depth]?.meta?.plain ? '' : self.renderToken(tokens, index, options);
  };
  const body = md.render(readFileSync(GUIDE, 'utf8'));
  page = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Help · Site editor</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<a class="back" href="./">Back to the editor</a>
${body}
</main>
</body>
</html>`;
  return page;
}
