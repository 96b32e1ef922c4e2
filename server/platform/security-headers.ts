import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The PWA is served from this origin only. Fluent UI (Griffel) injects <style> at run time, hence 'unsafe-inline'
 * for styles only; ws:/wss: are for the notification hub (docs/decisions/017-static-hosting-and-headers.md).
 */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self' ws: wss:",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export function securityHeaders(secureOrigin: boolean) {
  return async (_request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    reply.header('Content-Security-Policy', CONTENT_SECURITY_POLICY);
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('X-Frame-Options', 'DENY');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    reply.header('Cross-Origin-Resource-Policy', 'same-origin');
    reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()');
    if (secureOrigin) reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  };
}
