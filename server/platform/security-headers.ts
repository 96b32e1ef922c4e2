import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The WebSocket form of the public origin (`https://grants.example.org` → `wss://grants.example.org`), the only
 * socket the PWA opens: the notification hub on its own origin.
 */
export function hubOrigin(publicUrl: string): string {
  const origin = new URL(publicUrl).origin;
  return origin.replace(/^http(s?):/, 'ws$1:');
}

/**
 * The PWA is served from this origin only. Fluent UI (Griffel) injects <style> at run time, hence 'unsafe-inline'
 * for styles only (docs/decisions/017-static-hosting-and-headers.md).
 *
 * connect-src allows this origin and no other (issue 18.9; it allowed `ws: wss:`, any host). In CSP Level 3,
 * 'self' also matches ws:/wss: on the same host and port, which Chrome does since version 71 and Safari since 16
 * (2022); older Safari (iPhones that stop at iOS 15) needs the socket's origin spelled out, so the WebSocket form of
 * PUBLIC_URL is added. A page reached under another address than PUBLIC_URL still connects through 'self' in
 * current browsers.
 */
export function contentSecurityPolicy(publicUrl: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self' ${hubOrigin(publicUrl)}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function securityHeaders(publicUrl: string) {
  const policy = contentSecurityPolicy(publicUrl);
  const secureOrigin = publicUrl.startsWith('https://');
  return async (_request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    reply.header('Content-Security-Policy', policy);
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('X-Frame-Options', 'DENY');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    reply.header('Cross-Origin-Resource-Policy', 'same-origin');
    reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()');
    if (secureOrigin) reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  };
}
