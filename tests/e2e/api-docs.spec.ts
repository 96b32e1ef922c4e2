import { expect, test } from './support/fixtures';

test('publishes the OpenAPI description at /api/docs', async ({ request }) => {
  const response = await request.get('/api/docs', { headers: { Accept: 'application/json' } });
  expect(response.ok()).toBe(true);
  const body: unknown = await response.json();
  expect(body).toHaveProperty('openapi');
});
