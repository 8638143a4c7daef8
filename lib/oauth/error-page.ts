// The two plain, self-contained pages of the authorization endpoint: the error page shown when a request cannot be
// answered at the client's redirect URI (unknown client, unregistered redirect URI, unreadable client metadata
// document; never a redirect), and the page that sends the browser back to the client after the consent form.
import { escapeHtml as escape } from "@/lib/html";

export function authorizationErrorPage(message: string, status = 400): Response {
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Cannot connect this app · JavaSpring Learn</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;color:#1b1f24}
h1{font-size:1.5rem}.why{background:#fff4e5;border-left:4px solid #b35c00;padding:.75rem 1rem}
@media (prefers-color-scheme:dark){body{background:#111;color:#eee}.why{background:#3a2a12}}</style>
</head>
<body>
<main>
<h1>This app cannot be connected</h1>
<p class="why" role="alert">${escape(message)}</p>
<p>The app that sent you here made a request that JavaSpring Learn cannot verify, so you were not sent back to it.
Tell the app's developer about the message above, or close this page.</p>
<p><a href="/">JavaSpring Learn home</a> · <a href="/docs/api">API guide</a></p>
</main>
</body>
</html>
`;
  return new Response(html, {
    status,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-store",
      "Content-Security-Policy":
        "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; form-action 'none'",
      "X-Frame-Options": "DENY",
      "Referrer-Policy": "no-referrer",
    },
  });
}

/**
 * Sends the browser back to the client after the consent form: a page with `Refresh` (header and meta) and a link,
 * rather than a 303. Browsers apply the consent page's CSP `form-action 'self'` to every redirect that follows a
 * form post (and after the sign-in round trip that page's CSP is the sign-in page's), so a 303 to the client's
 * redirect URI would be blocked; a refresh is a new navigation. Native apps' schemes get the link to click.
 */
export function continueToClientPage(location: string, host: string): Response {
  const url = escape(location);
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta http-equiv="refresh" content="0;url=${url}">
<title>Returning to the app · JavaSpring Learn</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem}</style>
</head>
<body>
<main>
<h1>Returning you to the app</h1>
<p>If nothing happens, <a href="${url}">continue to ${escape(host)}</a>.</p>
</main>
</body>
</html>
`;
  return new Response(html, {
    status: 200,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      Refresh: `0;url=${location}`,
      "Cache-Control": "no-store",
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
      "X-Frame-Options": "DENY",
      "Referrer-Policy": "no-referrer",
    },
  });
}
