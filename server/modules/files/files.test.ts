import { randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import { SIGNED_FILE_ADDRESS_LIFETIME_SECONDS } from '#contract/constants';
import type { SignedFileAddress } from '#contract/files';
import { describeOnEachDialect, multipartFile, PNG_BYTES, type TestApp } from '../../test/test-app';

/** A fresh PDF of a proposal of the funder of `email` (the demo shares its stored documents between funders). */
async function documentOfFunderOf(t: TestApp, email: string): Promise<{ name: string; fileName: string }> {
  const db = t.database.db;
  const user = await db.selectFrom('users').select('donor_id').where('email', '=', email).executeTakeFirstOrThrow();
  const proposal = await db.selectFrom('proposals').select('id').where('donor_id', '=', user.donor_id).orderBy('id').executeTakeFirstOrThrow();
  const name = `${randomBytes(16).toString('hex')}.pdf`;
  const fileName = 'Budget (final) / الميزانية.pdf';
  const bytes = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(64)]);
  await t.files.write(db, name, bytes);
  await db
    .insertInto('proposal_documents')
    .values({ proposal_id: proposal.id, title: 'Budget', file_name: fileName, stored_name: name, mime_type: 'application/pdf', size: bytes.length, uploaded_at: new Date().toISOString() })
    .execute();
  return { name, fileName };
}

/** The server's log lines (JSON, one a line), read back by the tampering test. */
const printed: string[] = [];
const logs = {
  get lines(): Record<string, unknown>[] {
    return printed.flatMap((chunk) => chunk.split('\n').filter(Boolean)).map((line) => JSON.parse(line) as Record<string, unknown>);
  },
};

describeOnEachDialect('private files and their signed addresses', (t) => {
  async function addressOf(token: string, name: string, disposition?: 'inline' | 'attachment') {
    return t().call({ method: 'GET', url: `/api/files/${name}/address${disposition ? `?disposition=${disposition}` : ''}`, token });
  }

  it('answers a file with the bearer token only to staff of the funder whose proposal it belongs to', async () => {
    const { name } = await documentOfFunderOf(t(), 'viewer@demo.test');
    expect((await t().call({ method: 'GET', url: `/api/files/${name}` })).statusCode).toBe(401);
    const own = await t().call({ method: 'GET', url: `/api/files/${name}`, token: await t().signIn('viewer@demo.test') });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect(own.rawPayload.equals((await t().storedFile(name)) ?? Buffer.alloc(0))).toBe(true);
    const stranger = await t().signIn('field@other.test');
    const other = await t().call({ method: 'GET', url: `/api/files/${name}`, token: stranger });
    expect(other.statusCode).toBe(404);
    // The same answer as for a file that does not exist at all: nothing is learnt about existence.
    const missing = await t().call({ method: 'GET', url: '/api/files/00000000000000000000000000000000.pdf', token: stranger });
    expect(missing.statusCode).toBe(404);
    expect(other.json()).toEqual(missing.json());
    expect((await addressOf(stranger, name)).statusCode).toBe(404);
    expect((await t().call({ method: 'GET', url: `/api/files/${name}/address` })).statusCode).toBe(401);
  });

  it('opens a file through a signed address without a token, inline or as a download under its own name', async () => {
    const { name, fileName } = await documentOfFunderOf(t(), 'grants@demo.test');
    const token = await t().signIn('grants@demo.test');
    const answer = await addressOf(token, name);
    expect(answer.statusCode).toBe(200);
    const address = answer.json<SignedFileAddress>();
    expect(address.url).toMatch(new RegExp(`^/api/files/${name}/signed\\?`));
    expect(address.url).not.toContain(token);
    const lifetime = Date.parse(address.expires_at) - Date.now();
    expect(lifetime).toBeGreaterThan((SIGNED_FILE_ADDRESS_LIFETIME_SECONDS - 5) * 1000);
    expect(lifetime).toBeLessThanOrEqual(SIGNED_FILE_ADDRESS_LIFETIME_SECONDS * 1000);
    const opened = await t().call({ method: 'GET', url: address.url });
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toBe('application/pdf');
    expect(opened.headers['content-disposition']).toMatch(/^inline; /);
    expect(opened.headers['cache-control']).toBe('private, no-store');
    const download = await t().call({ method: 'GET', url: (await addressOf(token, name, 'attachment')).json<SignedFileAddress>().url });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`);
    expect(download.headers['content-disposition']).toMatch(/^attachment; /);
  });

  it('answers 403 to a tampered or expired address and logs it without the signature', async () => {
    const { name } = await documentOfFunderOf(t(), 'grants@demo.test');
    const other = await documentOfFunderOf(t(), 'field@other.test');
    const token = await t().signIn('grants@demo.test');
    const url = new URL((await addressOf(token, name)).json<SignedFileAddress>().url, 'http://portal.test');
    const variants: [string, (u: URL) => void][] = [
      ['another user', (u) => u.searchParams.set('user', String(Number(u.searchParams.get('user')) + 1))],
      ['a later expiry', (u) => u.searchParams.set('expires', String(Number(u.searchParams.get('expires')) + 3600))],
      ['a download instead', (u) => u.searchParams.set('disposition', 'attachment')],
      ['a forged signature', (u) => u.searchParams.set('signature', 'A'.repeat(43))],
      ['another file', (u) => (u.pathname = `/api/files/${other.name}/signed`)],
      ['no signature', (u) => u.searchParams.delete('signature')],
    ];
    const before = logs.lines.length;
    for (const [what, change] of variants) {
      const tampered = new URL(url);
      change(tampered);
      const response = await t().call({ method: 'GET', url: `${tampered.pathname}${tampered.search}` });
      expect(response.statusCode, what).toBe(403);
    }
    const refused = logs.lines.slice(before).filter((line) => line.msg === 'signed file address refused');
    expect(refused).toHaveLength(variants.length);
    expect(refused.every((line) => line.level === 40 && line.reason === 'tampered')).toBe(true);
    const signature = url.searchParams.get('signature') ?? '';
    expect(logs.lines.slice(before).some((line) => JSON.stringify(line).includes(signature))).toBe(false);

    const { signedAddress } = await import('./signed-addresses');
    const user = await t().database.db.selectFrom('users').select(['id', 'token_version']).where('email', '=', 'grants@demo.test').executeTakeFirstOrThrow();
    const past = new Date(Date.now() - (SIGNED_FILE_ADDRESS_LIFETIME_SECONDS + 1) * 1000);
    const stale = signedAddress(t().config.jwtSecret, { name, userId: user.id, session: url.searchParams.get('session') ?? '', tokenVersion: user.token_version, disposition: 'inline' }, past);
    const beforeStale = logs.lines.length;
    expect((await t().call({ method: 'GET', url: stale.url })).statusCode).toBe(403);
    expect(logs.lines.slice(beforeStale)).toContainEqual(expect.objectContaining({ level: 40, reason: 'expired', msg: 'signed file address refused' }));
  });

  it('ends an address when its session is logged out, its user is removed or deactivated, or the password changes', async () => {
    const { name } = await documentOfFunderOf(t(), 'finance@demo.test');
    const opens = async (url: string) => (await t().call({ method: 'GET', url })).statusCode;

    const first = await t().signIn('finance@demo.test');
    const second = await t().signIn('finance@demo.test');
    const loggedOut = (await addressOf(first, name)).json<SignedFileAddress>().url;
    const otherSession = (await addressOf(second, name)).json<SignedFileAddress>().url;
    expect(await opens(loggedOut)).toBe(200);
    expect((await t().call({ method: 'POST', url: '/api/DonorAccount/Logout', token: first })).statusCode).toBeLessThan(300);
    expect(await opens(loggedOut)).toBe(403);
    expect(await opens(otherSession)).toBe(200);

    const db = t().database.db;
    await db.updateTable('users').set({ active: 0 }).where('email', '=', 'finance@demo.test').execute();
    expect(await opens(otherSession)).toBe(403);
    await db.updateTable('users').set({ active: 1 }).where('email', '=', 'finance@demo.test').execute();
    expect(await opens(otherSession)).toBe(200);
    await db.updateTable('users').set((eb) => ({ token_version: eb('token_version', '+', 1) })).where('email', '=', 'finance@demo.test').execute();
    expect(await opens(otherSession)).toBe(403);

    const third = await t().signIn('finance@demo.test');
    const removedUrl = (await addressOf(third, name)).json<SignedFileAddress>().url;
    expect(await opens(removedUrl)).toBe(200);
    const admin = await t().signIn('admin@demo.test');
    const finance = await db.selectFrom('users').select('id').where('email', '=', 'finance@demo.test').executeTakeFirstOrThrow();
    expect((await t().call({ method: 'DELETE', url: `/api/DonorAdmin/${finance.id}`, token: admin })).statusCode).toBe(200);
    expect(await opens(removedUrl)).toBe(403);
  });

  it('keeps profile images public under /api/images and never serves a private file there', async () => {
    const token = await t().signIn('programs@demo.test');
    const upload = await t().call({ method: 'PUT', url: '/api/DonorAdmin/Image', token, ...multipartFile('file', 'me.png', 'image/png', PNG_BYTES) });
    const { image } = upload.json<{ image: string }>();
    expect(image).toMatch(/^\/api\/images\/[0-9a-f]{32}\.png$/);
    const served = await t().call({ method: 'GET', url: image });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG_BYTES)).toBe(true);
    const { name } = await documentOfFunderOf(t(), 'programs@demo.test');
    expect((await t().call({ method: 'GET', url: `/api/images/${name}` })).statusCode).toBe(404);
    // An image is no private file either: the bearer route does not answer it.
    expect((await t().call({ method: 'GET', url: image.replace('/images/', '/files/'), token })).statusCode).toBe(404);
    expect((await t().call({ method: 'GET', url: '/api/images/..%2Fportal.db' })).statusCode).toBe(404);
  });

  it('declares in the OpenAPI document how each file route is authenticated', async () => {
    type Operation = { security?: unknown; tags?: string[] };
    const docs = (await t().call({ method: 'GET', url: '/api/docs' })).json<{ paths: Record<string, { get?: Operation }>; components: { securitySchemes: Record<string, unknown> } }>();
    expect(docs.components.securitySchemes.signedAddress).toEqual({ type: 'apiKey', in: 'query', name: 'signature' });
    expect(docs.paths['/api/files/{name}']?.get?.security).toBeUndefined();
    expect(docs.paths['/api/files/{name}/address']?.get?.security).toBeUndefined();
    expect(docs.paths['/api/files/{name}/signed']?.get?.security).toEqual([{ signedAddress: [] }]);
    expect(docs.paths['/api/images/{name}']?.get?.security).toEqual([]);
    for (const path of ['/api/files/{name}', '/api/files/{name}/address', '/api/files/{name}/signed', '/api/images/{name}']) {
      expect(docs.paths[path]?.get?.tags, path).toEqual(['Files']);
    }
  });
}, { logTo: { write: (line) => printed.push(line) } });
