import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_BASE, HUB_PATH, TOKEN_PATH } from '#contract/api-paths';
import { sendNotFound } from './error-handler';

/** Paths the PWA never owns: an unknown one is an API 404, never the app shell. */
const SERVER_PREFIXES = [API_BASE, HUB_PATH.split('/').slice(0, 2).join('/'), TOKEN_PATH.split('/').slice(0, 2).join('/')];

const IMMUTABLE = 'public, max-age=31536000, immutable';

function isServerPath(pathname: string): boolean {
  return SERVER_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/** Client routes have no file extension; a missing /assets/x.js must stay a 404 rather than become HTML. */
function isClientRoute(pathname: string): boolean {
  const last = pathname.split('/').at(-1) ?? '';
  return !last.includes('.');
}

/**
 * Serves the built PWA from STATIC_DIR with index.html as the fallback for client routes. Hashed /assets/* are
 * cached forever; index.html and sw.js must be revalidated every time so a new release is picked up.
 */
export async function registerStaticSite(app: FastifyInstance, staticDir: string): Promise<boolean> {
  const hasShell = existsSync(join(staticDir, 'index.html'));
  if (hasShell) {
    await app.register(fastifyStatic, {
      root: staticDir,
      prefix: '/',
      wildcard: true,
      index: ['index.html'],
      cacheControl: false,
      // vite-plugin-compression2 writes .br and .gz beside each built file; the smallest the browser accepts is sent.
      preCompressed: true,
      setHeaders: (res, path) => {
        res.setHeader('Cache-Control', /[\\/]assets[\\/]/.test(path) ? IMMUTABLE : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsShell = (request.method === 'GET' || request.method === 'HEAD') && !isServerPath(pathname) && isClientRoute(pathname);
    if (hasShell && wantsShell) return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    return sendNotFound(request, reply);
  });
  return hasShell;
}
