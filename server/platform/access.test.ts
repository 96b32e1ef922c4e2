import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { refuseRetiredAccessKeys } from './access';

describe('routes declare their access rule as config.access only', () => {
  it.each(['public', 'permission'])('refuses to start with a route that declares config.%s, which nothing reads any more', async (key) => {
    const app = Fastify();
    app.addHook('onRoute', refuseRetiredAccessKeys);
    expect(() => app.get('/old', { config: { [key]: key === 'public' ? true : 'manage_users' } }, () => 'ok')).toThrow(
      `route GET /old declares config.${key}; declare config.access instead`,
    );
    app.get('/new', { config: { access: { permission: 'manage_users' } } }, () => 'ok');
    await app.ready();
    await app.close();
  });
});
