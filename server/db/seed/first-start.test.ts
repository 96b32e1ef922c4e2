import { expect, it } from 'vitest';
import { PERMISSIONS, TokenPurpose } from '#contract/enums';
import { fileMailer } from '../../platform/mail';
import { describeOnEachDialect } from '../../test/test-app';
import { seedOnFirstStart } from './index';

const quietLog = { info: () => undefined };

describeOnEachDialect(
  'running for real: the first administrator',
  (t) => {
    it('creates the funder and its first admin, who sets a password from the mailed link and holds every permission', async () => {
      const mail = t().latestMail('director@funder.example');
      const link = t().linkIn(mail);
      expect(link.purpose).toBe(TokenPurpose.DONOR_ACCOUNT_SETUP);
      expect(mail).toContain('Hope Foundation');

      const info = await t().call({ method: 'GET', url: `/api/DonorAccountSetup?token=${link.token}` });
      expect(info.json()).toEqual({ valid: true, email: 'director@funder.example', name: 'Maryam Said' });
      const credentials = await t().call({
        method: 'POST',
        url: '/api/DonorAccountSetup/SetUserCredentials',
        payload: { token: link.token, password: 'First-Admin-Pass-1', confirm_password: 'First-Admin-Pass-1' },
      });
      expect(credentials.statusCode).toBe(200);
      const profile = await t().call({ method: 'GET', url: '/api/DonorAdmin/profile', token: credentials.json().access_token });
      expect(profile.json()).toMatchObject({ donor_name: 'Hope Foundation', permissions: [...PERMISSIONS] });
    });

    it('has no demo accounts, keeps the reference lists, and never seeds a database twice', async () => {
      await expect(t().signIn('admin@demo.test')).rejects.toThrow(/400/);
      const currencies = await t().database.db.selectFrom('currencies').select('code').execute();
      expect(currencies.map((c) => c.code)).toContain('JOD');
      const again = await seedOnFirstStart(t().database.db, { ...t().config, seed: 'demo' }, fileMailer(t().mailDir, quietLog));
      expect(again).toEqual({ kind: 'existing' });
    });
  },
  { seed: 'none', bootstrapAdmin: { email: 'director@funder.example', name: 'Maryam Said', donorName: 'Hope Foundation' } },
);
