import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** A development mail that the server wrote as an .eml file under DATA_DIR/mail. */
export interface DevMail {
  file: string;
  to: string;
  subject: string;
  /** Decoded text: the text/plain part, or the HTML part without tags. */
  text: string;
  /** The first http(s) link in the mail, if any. */
  link: string | null;
}

function mailDir(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run the e2e suite with `npm run test:e2e`.');
  return join(dataDir, 'mail');
}

function splitHeaders(raw: string): { headers: Map<string, string>; body: string } {
  const normalized = raw.replace(/\r\n/g, '\n');
  const end = normalized.indexOf('\n\n');
  const head = end === -1 ? normalized : normalized.slice(0, end);
  const body = end === -1 ? '' : normalized.slice(end + 2);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeEncodedWords(value: string): string {
  return value.replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_match, _charset: string, encoding: string, text: string) =>
    encoding.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : decodeQuotedPrintable(text.replace(/_/g, ' ')),
  );
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text.replace(/=\n/g, '').replace(/=([0-9A-Fa-f]{2})/g, (_match, hex: string) => `%${hex}`);
  try {
    return decodeURIComponent(bytes.replace(/%(?![0-9A-Fa-f]{2})/g, '%25'));
  } catch {
    return bytes;
  }
}

function decodeBody(headers: Map<string, string>, body: string): string {
  const encoding = (headers.get('content-transfer-encoding') ?? '').toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
}

/** Text parts of a MIME message, depth first, as [content type, decoded text]. */
function textParts(raw: string): Array<[string, string]> {
  const { headers, body } = splitHeaders(raw);
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.toLowerCase().startsWith('multipart/') && boundary) {
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((part) => !part.startsWith('--'))
      .flatMap((part) => textParts(part.replace(/^\n/, '')));
  }
  return type.toLowerCase().startsWith('text/') ? [[type.toLowerCase(), decodeBody(headers, body)]] : [];
}

function htmlToText(html: string): string {
  return html
    .replace(/<a\s[^>]*href="([^"]+)"[^>]*>/gi, ' $1 ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/[ \t]+/g, ' ');
}

export function parseMail(file: string, raw: string): DevMail {
  const { headers } = splitHeaders(raw);
  const parts = textParts(raw);
  const plain = parts.find(([type]) => type.startsWith('text/plain'))?.[1];
  const html = parts.find(([type]) => type.startsWith('text/html'))?.[1];
  const text = plain ?? (html ? htmlToText(html) : '');
  const link = /https?:\/\/[^\s"'<>]+/.exec(text)?.[0] ?? /https?:\/\/[^\s"'<>]+/.exec(html ?? '')?.[0] ?? null;
  return {
    file,
    to: decodeEncodedWords(headers.get('to') ?? ''),
    subject: decodeEncodedWords(headers.get('subject') ?? ''),
    text,
    link: link ? link.replace(/&amp;/g, '&').replace(/[.,;)]+$/, '') : null,
  };
}

function newestMailTo(address: string, since: number): DevMail | null {
  let files: string[];
  try {
    files = readdirSync(mailDir()).filter((name) => name.endsWith('.eml'));
  } catch {
    return null;
  }
  const wanted = address.toLowerCase();
  const candidates = files
    .map((name) => {
      const file = join(mailDir(), name);
      return { file, mtime: statSync(file).mtimeMs };
    })
    .filter(({ mtime }) => mtime >= since)
    .toSorted((a, b) => b.mtime - a.mtime || b.file.localeCompare(a.file));
  for (const { file } of candidates) {
    const mail = parseMail(file, readFileSync(file, 'utf8'));
    if (mail.to.toLowerCase().includes(wanted)) return mail;
  }
  return null;
}

/**
 * The newest mail sent to `toAddress`, waiting up to `timeoutMs` for it to be written.
 * Pass `since` (a Date.now() taken before the action) to ignore mails from earlier steps.
 */
export async function latestMail(
  toAddress: string,
  { timeoutMs = 10_000, since = 0 }: { timeoutMs?: number; since?: number } = {},
): Promise<DevMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = newestMailTo(toAddress, since);
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`No mail to ${toAddress} in ${mailDir()} within ${timeoutMs} ms.`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
