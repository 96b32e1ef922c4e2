import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { passwordResetMail } from './account-mails';
import { fileMailer } from './mail';

describe('the file mailer (no SMTP_URL)', () => {
  it('writes each mail for the owner only and logs where, never the link inside it', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'portal-mail-'));
    try {
      const mailDir = join(dataDir, 'mail');
      const lines: string[] = [];
      const mailer = fileMailer(mailDir, { info: (object, message) => lines.push(JSON.stringify({ ...object, message })) });
      const link = 'http://portal.test/check-token?token=secret-code-123&purpose=1';
      await mailer.send(passwordResetMail({ to: 'someone@demo.test', name: 'Someone', link }));

      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain('someone@demo.test');
      expect(lines[0]).not.toContain('secret-code-123');

      expect(statSync(mailDir).mode & 0o777).toBe(0o700);
      const [file] = readdirSync(mailDir);
      expect(file).toMatch(/someone@demo\.test\.eml$/);
      expect(statSync(join(mailDir, file ?? '')).mode & 0o777).toBe(0o600);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
