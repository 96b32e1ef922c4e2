import { statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { IMAGE_MAX_BYTES } from '#contract/constants';
import { formatMessage } from '#contract/messages';
import { describeOnEachDialect, multipartFile, PNG_BYTES } from '../../test/test-app';

describeOnEachDialect('the signed-in user’s profile and the funder’s preferences', (t) => {
  const storedFiles = () => t().storedFileNames();

  it('renames the signed-in user', async () => {
    const token = await t().signIn('grants@demo.test');
    const response = await t().call({ method: 'PUT', url: '/api/DonorAdmin/Profile', token, payload: { name: '  Omar Al-Khatib / عمر الخطيب ' } });
    expect(response.statusCode).toBe(200);
    expect(response.json().name).toBe('Omar Al-Khatib / عمر الخطيب');
    const blank = await t().call({ method: 'PUT', url: '/api/DonorAdmin/Profile', token, payload: { name: '   ' } });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().ModelState.name).toEqual([formatMessage('required', { field: 'name' })]);
  });

  it('stores a PNG profile image and serves it back from its URL', async () => {
    const token = await t().signIn('viewer@demo.test');
    const upload = await t().call({ method: 'PUT', url: '/api/DonorAdmin/Image', token, ...multipartFile('file', 'me.png', 'image/png', PNG_BYTES) });
    expect(upload.statusCode).toBe(200);
    const { image } = upload.json();
    expect(image).toMatch(/^\/api\/images\/[0-9a-f]{32}\.png$/);
    // Uploads in the data folder are readable by the server's user only (issue 18.8); PostgreSQL keeps them in the database.
    if (t().files.kind === 'folder') expect(statSync(join(t().filesDir, image.split('/').at(-1))).mode & 0o777).toBe(0o600);
    else expect(await t().storedFile(image.split('/').at(-1))).not.toBeNull();
    expect((await t().call({ method: 'GET', url: '/api/DonorAdmin/profile', token })).json().image).toBe(image);
    const served = await t().call({ method: 'GET', url: image });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG_BYTES)).toBe(true);
    expect((await t().call({ method: 'GET', url: '/api/images/00000000000000000000000000000000.png' })).statusCode).toBe(404);
    expect((await t().call({ method: 'GET', url: '/api/images/..%2Fportal.db' })).statusCode).toBe(404);
  });

  it('removes the previous image file when a new one replaces it', async () => {
    const token = await t().signIn('programs@demo.test');
    const first = (await t().call({ method: 'PUT', url: '/api/DonorAdmin/Image', token, ...multipartFile('file', 'a.png', 'image/png', PNG_BYTES) })).json().image;
    const second = (await t().call({ method: 'PUT', url: '/api/DonorAdmin/Image', token, ...multipartFile('file', 'b.png', 'image/png', PNG_BYTES) })).json().image;
    expect((await t().call({ method: 'GET', url: first })).statusCode).toBe(404);
    expect((await t().call({ method: 'GET', url: second })).statusCode).toBe(200);
  });

  it('refuses a file of another type, one that only claims to be an image, and one too large, storing nothing', async () => {
    const token = await t().signIn('viewer@demo.test');
    const before = await storedFiles();
    const cases = [
      { part: multipartFile('file', 'notes.pdf', 'application/pdf', Buffer.from('%PDF-1.7 ...')), key: 'imageType' as const },
      { part: multipartFile('file', 'fake.png', 'image/png', Buffer.from('<script>alert(1)</script>')), key: 'imageType' as const },
      { part: multipartFile('file', 'photo.svg', 'image/png', PNG_BYTES), key: 'imageType' as const },
      { part: multipartFile('file', 'huge.png', 'image/png', Buffer.concat([PNG_BYTES, Buffer.alloc(IMAGE_MAX_BYTES)])), key: 'imageSize' as const },
    ];
    for (const { part, key } of cases) {
      const response = await t().call({ method: 'PUT', url: '/api/DonorAdmin/Image', token, ...part, headers: { ...part.headers, 'accept-language': 'ar' } });
      expect(response.statusCode).toBe(400);
      expect(response.json().ModelState.file).toEqual([formatMessage(key, { field: 'file' }, 'ar')]);
    }
    const missing = await t().call({ method: 'PUT', url: '/api/DonorAdmin/Image', token, payload: { file: 'x' } });
    expect(missing.statusCode).toBe(400);
    expect(await storedFiles()).toEqual(before);
  });

  it('lets a newly set-up user upload their photo through DonorAccountSetup', async () => {
    const token = await t().signIn('finance@demo.test');
    const part = multipartFile('file', 'me.jpg', 'image/jpeg', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]));
    const response = await t().call({ method: 'POST', url: '/api/DonorAccountSetup/SetUserProfileImage', token, ...part });
    expect(response.statusCode).toBe(200);
    expect(response.json().image).toMatch(/\.jpg$/);
    expect((await t().call({ method: 'POST', url: '/api/DonorAccountSetup/SetUserProfileImage', ...part })).statusCode).toBe(401);
  });

  it('shows the funder’s record to any staff member and lets only manage_settings change it', async () => {
    const viewer = await t().signIn('viewer@demo.test');
    const info = await t().call({ method: 'GET', url: '/api/DonorAdmin/DonorInfo', token: viewer });
    expect(info.statusCode).toBe(200);
    expect(info.json()).toMatchObject({ name: 'Al-Noor Development Fund / صندوق النور للتنمية', shortcut: 'ANDF', logo: null });
    const input = { name: 'Al-Noor Fund', shortcut: 'ANF', email: '', website: 'https://alnoor.example', description: 'وصف' };
    expect((await t().call({ method: 'PUT', url: '/api/DonorAdmin/DonorInfo', token: viewer, payload: input })).statusCode).toBe(403);

    const admin = await t().signIn('admin@demo.test');
    const updated = await t().call({ method: 'PUT', url: '/api/DonorAdmin/DonorInfo', token: admin, payload: input });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ name: 'Al-Noor Fund', shortcut: 'ANF', email: null, phone: null, website: 'https://alnoor.example' });

    const logo = await t().call({ method: 'PUT', url: '/api/DonorAccount/Logo', token: admin, ...multipartFile('file', 'logo.bmp', 'image/bmp', Buffer.from([0x42, 0x4d, 0, 0, 0])) });
    expect(logo.statusCode).toBe(200);
    expect(logo.json().logo).toMatch(/\.bmp$/);
    const other = await t().signIn('admin@other.test');
    expect((await t().call({ method: 'GET', url: '/api/DonorAdmin/DonorInfo', token: other })).json().name).toContain('Crescent');
  });
});
