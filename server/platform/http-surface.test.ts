import { expect, it } from 'vitest';
import { ERROR_CODE_HEADER } from '#contract/errors';
import { formatMessage } from '#contract/messages';
import { describeOnEachDialect } from '../test/test-app';
import { contentSecurityPolicy } from './security-headers';

describeOnEachDialect('errors, docs and the static host', (t) => {
  it('answers bad input with a 400, the invalid-input message and per-field messages in English by default', async () => {
    const token = await t().signIn('admin@demo.test');
    const response = await t().call({ method: 'POST', url: '/api/InvitedUser', token, payload: { name: '', email: 'not-an-email' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      Message: formatMessage('invalidInput'),
      ModelState: {
        name: [formatMessage('required', { field: 'name' })],
        email: [formatMessage('email', { field: 'email' })],
        role_id: [formatMessage('required', { field: 'role_id' })],
      },
    });
  });

  it('answers in Arabic when the caller prefers it', async () => {
    const token = await t().signIn('admin@demo.test');
    const response = await t().call({
      method: 'POST',
      url: '/api/InvitedUser',
      token,
      payload: { name: 'Ali', email: 'bad', role_id: 1 },
      headers: { 'accept-language': 'ar-JO,ar;q=0.9,en;q=0.8' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ Message: formatMessage('invalidInput', {}, 'ar'), ModelState: { email: ['يجب أن يكون البريد الإلكتروني عنوان بريد إلكتروني صالحًا'] } });
    const english = await t().call({ method: 'POST', url: '/api/InvitedUser', token, payload: { name: 'Ali', email: 'bad', role_id: 1 }, headers: { 'accept-language': 'fr, en;q=0.5' } });
    expect(english.json().Message).toBe(formatMessage('invalidInput'));
  });

  it('never answers 500 for malformed bodies, a missing body or a wrong content type', async () => {
    const token = await t().signIn('admin@demo.test');
    const malformed = await t().call({ method: 'POST', url: '/api/DonorRole', token, payload: '{"name":', headers: { 'content-type': 'application/json' } });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().Message).toBe(formatMessage('invalidInput'));
    const missing = await t().call({ method: 'POST', url: '/api/DonorRole', token });
    expect(missing.statusCode).toBe(400);
    const wrongType = await t().call({ method: 'POST', url: '/api/DonorRole', token, payload: 'name=x', headers: { 'content-type': 'text/csv' } });
    expect(wrongType.statusCode).toBe(400);
    const badId = await t().call({ method: 'DELETE', url: '/api/DonorRole/abc', token });
    expect(badId.statusCode).toBe(400);
  });

  it('answers an unknown API path with a JSON 404, signed in or not', async () => {
    for (const url of ['/api/x', '/api/DonorGrant/12/Nothing', '/connect/authorize', '/hubs/Unknown']) {
      const response = await t().call({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.json().Message).toContain('not found');
    }
    const token = await t().signIn('viewer@demo.test');
    const post = await t().call({ method: 'POST', url: '/api/nothing/here', token, headers: { 'accept-language': 'ar' } });
    expect(post.statusCode).toBe(404);
    expect(post.json().Message).toContain('غير موجود');
  });

  it('serves index.html for client routes, with no-cache, but never for /api', async () => {
    for (const url of ['/', '/settings/users', '/grants/12/overview', '/check-token?token=abc&purpose=1']) {
      const response = await t().call({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
    }
    const api = await t().call({ method: 'GET', url: '/api/x' });
    expect(api.body).not.toContain('<div id="root">');
    expect((await t().call({ method: 'GET', url: '/assets/missing-123.js' })).statusCode).toBe(404);
  });

  it('caches hashed assets forever and revalidates the service worker', async () => {
    const asset = await t().call({ method: 'GET', url: '/assets/index-3f9a1c.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const worker = await t().call({ method: 'GET', url: '/sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['cache-control']).toBe('no-cache');
  });

  it('sends security headers with a CSP that allows inline styles and the hub socket of its own origin only', async () => {
    const response = await t().call({ method: 'GET', url: '/' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    // PUBLIC_URL is http://portal.test in the suites: its socket form and nothing else (not any ws: or wss: host).
    expect(csp.split('; ').find((directive) => directive.startsWith('connect-src'))).toBe("connect-src 'self' ws://portal.test");
    expect(contentSecurityPolicy('https://grants.example.org:8443')).toContain("connect-src 'self' wss://grants.example.org:8443;");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it('publishes an OpenAPI document generated from the route schemas', async () => {
    const response = await t().call({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/connect/token', '/api/DonorAdmin', '/api/DonorRole/{id}', '/api/auth/ResetPassword']));
    expect(document.paths['/api/DonorAdmin'].get.parameters.map((p: { name: string }) => p.name)).toEqual(expect.arrayContaining(['order_by', 'search']));
  });

  it('names the refusal in X-Error-Code and asks for a bearer token on 401', async () => {
    const response = await t().call({ method: 'GET', url: '/api/DonorAdmin/profile' });
    expect(response.statusCode).toBe(401);
    expect(response.headers[ERROR_CODE_HEADER.toLowerCase()]).toBe('unauthorized');
    expect(response.headers['www-authenticate']).toBe('Bearer');
  });
});
