import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Undoes quoted-printable (soft line breaks and =XX bytes) so links and UTF-8 text can be read back. */
function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i += 1) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

export function mailsTo(mailDir: string, email: string): string[] {
  let names: string[];
  try {
    names = readdirSync(mailDir);
  } catch {
    return [];
  }
  return names.filter((name) => name.endsWith(`-${email.toLowerCase()}.eml`)).toSorted();
}

/** The newest mail written for an address, decoded; null when none was sent. */
export function latestMail(mailDir: string, email: string): string | null {
  const newest = mailsTo(mailDir, email).at(-1);
  return newest ? decodeQuotedPrintable(readFileSync(join(mailDir, newest), 'utf8')) : null;
}

/** The /check-token link in a mail, split into its token and purpose. */
export function accountLinkIn(mail: string): { url: string; token: string; purpose: number } {
  const match = /https?:\/\/[^\s"<]+\/check-token\?[^\s"<]+/.exec(mail);
  if (!match) throw new Error('no account link in the mail');
  const url = new URL(match[0].replace(/&amp;/g, '&'));
  return { url: url.toString(), token: url.searchParams.get('token') ?? '', purpose: Number(url.searchParams.get('purpose')) };
}
