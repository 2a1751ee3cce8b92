import { readOutbox } from '../src/followups/data/outbox';

/**
 * The local mail catcher's viewer (issue 24 §3): the mails the escalation job sent to the outbox (the
 * table's `OUTBOX` items), newest first, as a page and as JSON. Served only by the local API server
 * (functions/local/server.ts, 127.0.0.1), never deployed: in AWS the mails go through SES.
 */
export const OUTBOX_PATH = '/local/outbox';
export const OUTBOX_JSON_PATH = '/local/outbox.json';

/** One caught mail, as the viewer shows it. */
export interface CaughtMail {
  at: string;
  to: string;
  subject: string;
  text: string;
}

/** An answer of the local server: status, headers and body. */
export interface LocalAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The text of a mail with its web addresses as links (everything escaped first). */
function linked(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}

/** The viewer's page: every caught mail, newest first (plain HTML, no script). */
export function outboxHtml(mails: readonly CaughtMail[]): string {
  const items = [...mails]
    .sort((a, b) => b.at.localeCompare(a.at))
    .map(
      (m) => `<li><article>
<h2>${escapeHtml(m.subject)}</h2>
<p class="meta">To ${escapeHtml(m.to)} · <time datetime="${escapeHtml(m.at)}">${escapeHtml(m.at)}</time></p>
<p>${linked(m.text)}</p>
</article></li>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Circles local outbox</title>
<style>body{font-family:system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem}ol{list-style:none;padding:0}li{border-bottom:1px solid #ccc;padding:.5rem 0}h2{font-size:1.1rem;margin:0}.meta{color:#555;margin:.25rem 0}</style>
</head>
<body>
<h1>Local outbox</h1>
<p>Mails the follow-up escalation job sent while running locally (kept 30 days). In AWS they go through SES.</p>
${mails.length === 0 ? '<p>No mail yet.</p>' : `<ol>\n${items}\n</ol>`}
</body>
</html>
`;
}

/** Headers of the viewer's answers: never cached, no script, not framed. */
const HEADERS = {
  'cache-control': 'no-store',
  'content-security-policy':
    "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
  'x-content-type-options': 'nosniff',
};

/**
 * The local server's answer to `GET /local/outbox` (the page) or `GET /local/outbox.json` (`{ mails }`,
 * newest first); undefined for any other path. Other methods on those paths answer 405.
 */
export async function outboxAnswer(
  method: string | undefined,
  pathname: string,
  read: () => Promise<CaughtMail[]> = readOutbox,
): Promise<LocalAnswer | undefined> {
  const path = pathname.replace(/\/$/, '');
  if (path !== OUTBOX_PATH && path !== OUTBOX_JSON_PATH) return undefined;
  if (method !== 'GET' && method !== 'HEAD')
    return {
      status: 405,
      headers: { ...HEADERS, allow: 'GET, HEAD', 'content-type': 'text/plain' },
      body: '',
    };
  const mails = await read();
  if (path === OUTBOX_JSON_PATH) {
    const newest = [...mails].sort((a, b) => b.at.localeCompare(a.at));
    return {
      status: 200,
      headers: { ...HEADERS, 'content-type': 'application/json; charset=utf-8' },
      body: JSON.stringify({ mails: newest }),
    };
  }
  return {
    status: 200,
    headers: { ...HEADERS, 'content-type': 'text/html; charset=utf-8' },
    body: outboxHtml(mails),
  };
}
