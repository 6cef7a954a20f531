import { createHash } from 'node:crypto';

/** The sign-in page of /edit: plain HTML with a form, so it works without the editor's code (which only signed-in people get). */
const STYLE = `
:root{font:16px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#1c2733;background:#f5f7f9}
body{margin:0}
main{max-width:24rem;margin:4rem auto;padding:2rem 1.5rem;background:#fff;border:1px solid #d6dde4;border-radius:8px}
@media (max-width:30rem){main{margin:1rem;padding:1.5rem 1rem}}
h1{font-size:1.5rem;margin:0 0 .25rem}
p{margin:0 0 1rem;color:#5b6875}
label{display:block;font-weight:600;margin:1rem 0 .25rem}
input{display:block;width:100%;box-sizing:border-box;font:inherit;padding:.6rem .7rem;border:1px solid #5b6875;border-radius:4px;color:inherit}
button{margin-top:1.5rem;width:100%;font:inherit;font-weight:600;padding:.7rem;border:0;border-radius:4px;background:#0b5c8e;color:#fff;cursor:pointer}
button:hover{background:#084a73}
input:focus-visible,button:focus-visible{outline:3px solid #f2a900;outline-offset:2px}
.problem{color:#a4161a;background:#fdf0f0;border:1px solid #a4161a;border-radius:4px;padding:.75rem;margin:1rem 0 0}
`;

/** The page allows its own stylesheet (by hash), no script at all, and forms only to itself. */
export const SIGN_IN_POLICY = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(STYLE, 'utf8').digest('base64')}'`,
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * The page; with `insecureHost` (plain http at a real host name) it explains how to reach the editor over https and
 * has no form, so no password is ever typed into it.
 */
export function signInPage(options: { name?: string; problem?: string; insecureHost?: string } = {}): string {
  if (options.insecureHost !== undefined) return insecurePage(options.insecureHost);
  const problem = options.problem ? `<p class="problem" id="problem" role="alert">${escapeHtml(options.problem)}</p>` : '';
  const described = options.problem ? ' aria-describedby="problem"' : '';
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Sign in · Site editor</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>Site editor</h1>
<p>Sign in with the name and password you were given.</p>
<form method="post" action="/edit/sign-in">${problem}
<label for="name">Name</label>
<input id="name" name="name" autocomplete="username" required value="${escapeHtml(options.name ?? '')}"${described}${options.name ? '' : ' autofocus'}>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${described}${options.name ? ' autofocus' : ''}>
<button type="submit">Sign in</button>
</form>
</main>
</body>
</html>`;
}

function insecurePage(host: string): string {
  const secure = `https://${host}/edit/`;
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Use the secure address · Site editor</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>Use the secure address</h1>
<p class="problem" role="alert">This address starts with http://, so a password typed here would cross the network unprotected. Signing in is turned off here.</p>
<p>Open the editor at <a href="${escapeHtml(secure)}">${escapeHtml(secure)}</a> instead.</p>
<p>If that address does not open, the server is not set up for https yet. Whoever runs it puts it behind a web server with a certificate and sets <code>FORCE_HTTPS=1</code>, as the deployment guide (docs/operations.md) describes.</p>
</main>
</body>
</html>`;
}
