import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import PostalMime from 'postal-mime';

/** A development mail that the server wrote as an .eml file under DATA_DIR/mail. */
export interface DevMail {
  file: string;
  to: string;
  subject: string;
  /** The text/plain part, or the HTML part's text. */
  text: string;
  /** The first http(s) link in the mail, if any. */
  link: string | null;
}

function mailDir(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run the e2e suite with `npm run test:e2e`.');
  return join(dataDir, 'mail');
}

const LINK = /https?:\/\/[^\s"'<>]+/;

/** Reads one .eml with postal-mime (MIME parts, transfer encodings and encoded headers included). */
export async function parseMail(file: string, raw: string): Promise<DevMail> {
  const parsed = await PostalMime.parse(raw);
  const to = (parsed.to ?? []).map((address) => ('address' in address ? (address.address ?? '') : address.name)).join(', ');
  const text = parsed.text ?? (parsed.html ? parsed.html.replace(/<[^>]+>/g, ' ') : '');
  const link = LINK.exec(text)?.[0] ?? (parsed.html ? LINK.exec(parsed.html)?.[0] : undefined) ?? null;
  return { file, to, subject: parsed.subject ?? '', text, link: link ? link.replace(/&amp;/g, '&').replace(/[.,;)]+$/, '') : null };
}

async function newestMailTo(address: string, since: number): Promise<DevMail | null> {
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
    const mail = await parseMail(file, readFileSync(file, 'utf8'));
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
    const mail = await newestMailTo(toAddress, since);
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`No mail to ${toAddress} in ${mailDir()} within ${timeoutMs} ms.`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
