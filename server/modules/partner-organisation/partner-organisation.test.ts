import { expect, it } from 'vitest';
import { TokenPurpose } from '#contract/enums';
import { ERROR_CODE_HEADER } from '#contract/errors';
import { formatMessage } from '#contract/messages';
import type { NgoContact } from '#contract/ngos';
import type { PartnerProfile } from '#contract/partner';
import type { OrganisationUser, PartnerOrganisation } from '#contract/partner-organisation';
import { describeOnEachDialect, multipartFile, PNG_BYTES, type TestApp } from '../../test/test-app';

const PASSWORD = 'Cedar-Lantern-Harbour-41';

const codeOf = (response: { headers: Record<string, unknown> }) => response.headers[ERROR_CODE_HEADER.toLowerCase()];

async function countryId(t: TestApp, code: string): Promise<number> {
  return (await t.database.db.selectFrom('countries').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;
}

/** Opens the latest mailed link of the address and chooses a password: the account is set up and signed in. */
async function setUpFromMail(t: TestApp, email: string, purpose: number): Promise<string> {
  const link = t.linkIn(t.latestMail(email));
  expect(link.purpose).toBe(purpose);
  const response = await t.call({ method: 'POST', url: '/api/DonorAccountSetup/SetUserCredentials', payload: { token: link.token, password: PASSWORD, confirm_password: PASSWORD } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ access_token: string }>().access_token;
}

describeOnEachDialect('partner organisations: registration and invitation', (t) => {
  const register = (payload: Record<string, unknown>) => t().call({ method: 'POST', url: '/api/PartnerAccount/Register', payload });

  it('registers an organisation whose admin confirms by the mailed link, sets a password and lands in the partner portal', async () => {
    const response = await register({ name: 'Olive Grove Relief', name_ar: 'إغاثة بستان الزيتون', country_id: await countryId(t(), 'JO'), email: 'Director@OliveGrove.test', admin_name: 'Huda Saleh' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    await t().app.portal.background.idle();
    const mail = t().latestMail('director@olivegrove.test');
    expect(mail).toContain('Thank you for registering Olive Grove Relief');
    expect(mail).toContain('شكرًا لتسجيل');
    await expect(t().signIn('director@olivegrove.test', PASSWORD)).rejects.toThrow(/400/);

    const token = await setUpFromMail(t(), 'director@olivegrove.test', TokenPurpose.DONOR_ACCOUNT_SETUP);
    const profile = (await t().call({ method: 'GET', url: '/api/PartnerAccount/profile', token })).json<PartnerProfile>();
    expect(profile).toMatchObject({ name: 'Huda Saleh', email: 'director@olivegrove.test', ngo_role: 'admin', ngo: { name: 'Olive Grove Relief', name_ar: 'إغاثة بستان الزيتون' } });
    const organisation = (await t().call({ method: 'GET', url: '/api/PartnerOrganisation', token })).json<PartnerOrganisation>();
    expect(organisation).toMatchObject({ status: 'active', email: 'director@olivegrove.test', coun_name: expect.any(String) });
  });

  it('refuses a registration with a missing Arabic name, a bad address or an unknown country, and creates nothing', async () => {
    const before = await t().database.db.selectFrom('ngos').select('id').execute();
    const jo = await countryId(t(), 'JO');
    const cases: [Record<string, unknown>, string][] = [
      [{ name: 'A', name_ar: '', country_id: jo, email: 'a@ok.test', admin_name: 'A' }, 'name_ar'],
      [{ name: 'A', name_ar: 'أ', country_id: jo, email: 'not-an-address', admin_name: 'A' }, 'email'],
      [{ name: 'A', name_ar: 'أ', country_id: jo, email: 'a@ok.test', admin_name: ' ' }, 'admin_name'],
      [{ name: 'A', name_ar: 'أ', country_id: 999_999, email: 'a@ok.test', admin_name: 'A' }, 'country_id'],
    ];
    for (const [payload, field] of cases) {
      const response = await register(payload);
      expect(response.statusCode, field).toBe(400);
      expect(Object.keys(response.json<{ ModelState: Record<string, string[]> }>().ModelState)).toContain(field);
    }
    await t().app.portal.background.idle();
    expect(await t().database.db.selectFrom('ngos').select('id').execute()).toHaveLength(before.length);
  });

  it('answers a registration with an address that has an account as any other, creates nothing, and mails its owner why', async () => {
    const before = await t().database.db.selectFrom('ngos').select('id').execute();
    const response = await register({ name: 'Copycat Org', name_ar: 'منظمة', country_id: await countryId(t(), 'JO'), email: 'nabaa@ngo.test', admin_name: 'Someone' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    await t().app.portal.background.idle();
    expect(await t().database.db.selectFrom('ngos').select('id').execute()).toHaveLength(before.length);
    const mail = t().latestMail('nabaa@ngo.test');
    expect(mail).toContain('This address already has an account');
    expect(mail).not.toContain('check-token');
    // The owner's account is untouched.
    await t().signIn('nabaa@ngo.test');
  });

  it('lets a funder invite an organisation, which it sees at once; the invited admin sets up the account', async () => {
    const admin = await t().signIn('admin@demo.test');
    const invited = await t().call({ method: 'POST', url: '/api/ngo/invite', token: admin, payload: { name: 'Desert Bloom Collective', email: 'Hello@DesertBloom.test' } });
    expect(invited.statusCode, invited.body).toBe(200);
    const { id } = invited.json<{ id: number; status: string }>();
    expect(invited.json()).toMatchObject({ name: 'Desert Bloom Collective', email: 'hello@desertbloom.test', status: 'invited' });
    expect((await t().call({ method: 'GET', url: `/api/ngo/${id}`, token: admin })).statusCode).toBe(200);
    // Another funder does not see it (decision 122).
    const other = await t().signIn('admin@other.test');
    expect((await t().call({ method: 'GET', url: `/api/ngo/${id}`, token: other })).statusCode).toBe(404);

    const mail = t().latestMail('hello@desertbloom.test');
    expect(mail).toContain('invites Desert Bloom Collective to the grant portal');
    const token = await setUpFromMail(t(), 'hello@desertbloom.test', TokenPurpose.INVITATION);
    const organisation = (await t().call({ method: 'GET', url: '/api/PartnerOrganisation', token })).json<PartnerOrganisation>();
    expect(organisation).toMatchObject({ id, status: 'active' });

    const again = await t().call({ method: 'POST', url: '/api/ngo/invite', token: admin, payload: { name: 'Desert Bloom again', email: 'hello@desertbloom.test' } });
    expect(again.statusCode).toBe(400);
    expect(codeOf(again)).toBe('emailTaken');
  });

  it('refuses the invitation to staff without manage_grants, and to partners', async () => {
    const payload = { name: 'Nobody', email: 'nobody@nowhere.test' };
    const viewer = await t().call({ method: 'POST', url: '/api/ngo/invite', token: await t().signIn('viewer@demo.test'), payload });
    expect(viewer.statusCode).toBe(403);
    const partner = await t().call({ method: 'POST', url: '/api/ngo/invite', token: await t().signIn('partner@demo.test'), payload });
    expect(partner.statusCode).toBe(403);
  });
});

describeOnEachDialect('partner organisations: profile, contacts and users', (t) => {
  const as = async (email: string) => t().signIn(email);
  const ofNgo = async (email: string) =>
    (await t().database.db.selectFrom('users').select('ngo_id').where('email', '=', email).executeTakeFirstOrThrow()).ngo_id ?? 0;

  it('lets the admin edit the profile; members read it and are refused the change', async () => {
    const admin = await as('partner@demo.test');
    const current = (await t().call({ method: 'GET', url: '/api/PartnerOrganisation', token: admin })).json<PartnerOrganisation>();
    const payload = { ...current, shortcut: 'JCSP', website: 'https://jasmine.example', description: 'Civil society platform.' };
    const saved = await t().call({ method: 'PUT', url: '/api/PartnerOrganisation', token: admin, payload });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ shortcut: 'JCSP', website: 'https://jasmine.example' });

    const member = await as('member@demo.test');
    expect((await t().call({ method: 'GET', url: '/api/PartnerOrganisation', token: member })).json()).toMatchObject({ shortcut: 'JCSP' });
    const refused = await t().call({ method: 'PUT', url: '/api/PartnerOrganisation', token: member, payload: { ...payload, shortcut: 'X' } });
    expect(refused.statusCode).toBe(403);

    const bad = await t().call({ method: 'PUT', url: '/api/PartnerOrganisation', token: admin, payload: { ...payload, website: 'jasmine', name: '' } });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json<{ ModelState: Record<string, string[]> }>().ModelState).toSorted()).toEqual(['name', 'website']);
    expect((await t().call({ method: 'GET', url: '/api/PartnerOrganisation', token: admin })).json()).toMatchObject({ shortcut: 'JCSP', website: 'https://jasmine.example' });
  });

  it('stores the logo as a public image and shows it in the profile', async () => {
    const admin = await as('partner@demo.test');
    const upload = await t().call({ method: 'POST', url: '/api/PartnerOrganisation/Logo', token: admin, ...multipartFile('file', 'logo.png', 'image/png', PNG_BYTES) });
    expect(upload.statusCode, upload.body).toBe(200);
    const { image } = upload.json<{ image: string }>();
    expect((await t().call({ method: 'GET', url: '/api/PartnerAccount/profile', token: admin })).json<PartnerProfile>().ngo.logo).toBe(image);
    const script = await t().call({ method: 'POST', url: '/api/PartnerOrganisation/Logo', token: admin, ...multipartFile('file', 'logo.png', 'image/png', Buffer.from('<script>')) });
    expect(script.statusCode).toBe(400);
  });

  it('adds, edits and deletes contacts; another organisation’s contact answers 404 and stays', async () => {
    const admin = await as('partner@demo.test');
    const contact = { name: 'Omar Said', position: 'Finance officer', email: 'omar@jasmine.example', phone: '+963 11 000 0000' };
    const added = await t().call({ method: 'POST', url: '/api/PartnerOrganisation/Contacts', token: admin, payload: contact });
    expect(added.statusCode, added.body).toBe(200);
    const { id } = added.json<NgoContact>();
    const edited = await t().call({ method: 'PUT', url: `/api/PartnerOrganisation/Contacts/${id}`, token: admin, payload: { ...contact, position: 'Finance manager' } });
    expect(edited.json()).toMatchObject({ id, position: 'Finance manager' });
    const list = (await t().call({ method: 'GET', url: '/api/PartnerOrganisation/Contacts', token: await as('member@demo.test') })).json<NgoContact[]>();
    expect(list.map((row) => row.id)).toContain(id);

    const theirs = await t().database.db.selectFrom('ngo_contacts').select('id').where('ngo_id', '=', await ofNgo('nabaa@ngo.test')).executeTakeFirstOrThrow();
    for (const method of ['PUT', 'DELETE'] as const) {
      const response = await t().call({ method, url: `/api/PartnerOrganisation/Contacts/${theirs.id}`, token: admin, ...(method === 'PUT' ? { payload: contact } : {}) });
      expect(response.statusCode, method).toBe(404);
      expect(response.json().Message).toBe(formatMessage('notFound', { field: 'contact' }));
    }
    expect(await t().database.db.selectFrom('ngo_contacts').select('name').where('id', '=', theirs.id).executeTakeFirst()).toBeDefined();

    const member = await as('member@demo.test');
    expect((await t().call({ method: 'POST', url: '/api/PartnerOrganisation/Contacts', token: member, payload: contact })).statusCode).toBe(403);
    expect((await t().call({ method: 'DELETE', url: `/api/PartnerOrganisation/Contacts/${id}`, token: member })).statusCode).toBe(403);
    expect((await t().call({ method: 'DELETE', url: `/api/PartnerOrganisation/Contacts/${id}`, token: admin })).json()).toEqual({ id });
  });

  it('invites a colleague who sets up the account; refuses an address already among the users', async () => {
    const admin = await as('partner@demo.test');
    const invited = await t().call({ method: 'POST', url: '/api/PartnerOrganisation/Users', token: admin, payload: { name: 'Rami Khoury', email: 'Rami@Jasmine.example', role: 'member' } });
    expect(invited.statusCode, invited.body).toBe(200);
    expect(invited.json()).toMatchObject({ email: 'rami@jasmine.example', ngo_role: 'member', active: false });
    expect(t().latestMail('rami@jasmine.example')).toContain('invites you to join');
    const token = await setUpFromMail(t(), 'rami@jasmine.example', TokenPurpose.INVITATION);
    expect((await t().call({ method: 'GET', url: '/api/PartnerAccount/profile', token })).json()).toMatchObject({ ngo_role: 'member' });

    for (const email of ['member@demo.test', 'RAMI@jasmine.example']) {
      const again = await t().call({ method: 'POST', url: '/api/PartnerOrganisation/Users', token: admin, payload: { name: 'Again', email, role: 'member' } });
      expect(again.statusCode, email).toBe(400);
      expect(codeOf(again)).toBe('emailTaken');
    }
    const member = await as('member@demo.test');
    expect((await t().call({ method: 'POST', url: '/api/PartnerOrganisation/Users', token: member, payload: { name: 'X', email: 'x@x.test', role: 'member' } })).statusCode).toBe(403);
  });

  it('keeps the last admin: no self-removal, no demotion of the only admin; a second admin makes it possible', async () => {
    const admin = await as('partner@demo.test');
    const users = (await t().call({ method: 'GET', url: '/api/PartnerOrganisation/Users', token: admin })).json<OrganisationUser[]>();
    const me = users.find((user) => user.email === 'partner@demo.test');
    const member = users.find((user) => user.email === 'member@demo.test');
    if (!me || !member) throw new Error('the demo organisation lost its users');

    const self = await t().call({ method: 'DELETE', url: `/api/PartnerOrganisation/Users/${me.id}`, token: admin });
    expect(codeOf(self)).toBe('cannotRemoveSelf');
    const demote = await t().call({ method: 'PUT', url: `/api/PartnerOrganisation/Users/${me.id}`, token: admin, payload: { role: 'member' } });
    expect(demote.statusCode).toBe(400);
    expect(demote.json().Message).toBe(formatMessage('lastAdmin'));

    const promoted = await t().call({ method: 'PUT', url: `/api/PartnerOrganisation/Users/${member.id}`, token: admin, payload: { role: 'admin' } });
    expect(promoted.json()).toMatchObject({ ngo_role: 'admin' });
    const nowMember = await t().call({ method: 'PUT', url: `/api/PartnerOrganisation/Users/${me.id}`, token: admin, payload: { role: 'member' } });
    expect(nowMember.json()).toMatchObject({ ngo_role: 'member' });
    // The demoted admin's next call is a member's.
    expect((await t().call({ method: 'PUT', url: `/api/PartnerOrganisation/Users/${member.id}`, token: admin, payload: { role: 'member' } })).statusCode).toBe(403);
    const other = await as('member@demo.test');
    expect((await t().call({ method: 'PUT', url: `/api/PartnerOrganisation/Users/${me.id}`, token: other, payload: { role: 'admin' } })).statusCode).toBe(200);
    expect((await t().call({ method: 'PUT', url: `/api/PartnerOrganisation/Users/${member.id}`, token: admin, payload: { role: 'member' } })).statusCode).toBe(200);
  });

  it('removes a colleague, whose token stops working; another organisation’s user answers 404', async () => {
    const admin = await as('partner@demo.test');
    await t().call({ method: 'POST', url: '/api/PartnerOrganisation/Users', token: admin, payload: { name: 'Leaving Soon', email: 'leaving@jasmine.example', role: 'member' } });
    const leaverToken = await setUpFromMail(t(), 'leaving@jasmine.example', TokenPurpose.INVITATION);
    const users = (await t().call({ method: 'GET', url: '/api/PartnerOrganisation/Users', token: admin })).json<OrganisationUser[]>();
    const leaver = users.find((user) => user.email === 'leaving@jasmine.example');
    if (!leaver) throw new Error('the invited colleague is missing');
    expect((await t().call({ method: 'DELETE', url: `/api/PartnerOrganisation/Users/${leaver.id}`, token: admin })).json()).toEqual({ id: leaver.id });
    expect((await t().call({ method: 'GET', url: '/api/PartnerAccount/profile', token: leaverToken })).statusCode).toBe(401);

    const theirs = await t().database.db.selectFrom('users').select('id').where('email', '=', 'nabaa@ngo.test').executeTakeFirstOrThrow();
    for (const method of ['PUT', 'DELETE'] as const) {
      const response = await t().call({ method, url: `/api/PartnerOrganisation/Users/${theirs.id}`, token: admin, ...(method === 'PUT' ? { payload: { role: 'member' } } : {}) });
      expect(response.statusCode, method).toBe(404);
      expect(response.json().Message).toBe(formatMessage('notFound', { field: 'user' }));
    }
    await t().signIn('nabaa@ngo.test');
  });

  it('updates the partner user’s own name, phone and image', async () => {
    const member = await as('member@demo.test');
    const saved = await t().call({ method: 'PUT', url: '/api/PartnerAccount/profile', token: member, payload: { name: 'Yaman D.', phone: '+963 944 000 000' } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ name: 'Yaman D.', phone: '+963 944 000 000' });
    expect((await t().call({ method: 'PUT', url: '/api/PartnerAccount/profile', token: member, payload: { name: '' } })).statusCode).toBe(400);
    const image = await t().call({ method: 'PUT', url: '/api/DonorAdmin/Image', token: member, ...multipartFile('file', 'me.png', 'image/png', PNG_BYTES) });
    expect(image.statusCode, image.body).toBe(200);
    expect((await t().call({ method: 'GET', url: '/api/PartnerAccount/profile', token: member })).json<PartnerProfile>().image).toBe(image.json<{ image: string }>().image);
  });
});
