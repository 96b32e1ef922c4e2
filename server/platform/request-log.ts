import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/**
 * What the request log may not hold (issue 18.3, docs/decisions/152-secrets-stay-out-of-logs.md): the hub's
 * `access_token`, the `token` of LoginByToken, CheckToken and the account pages, one-time `code`s, the `signature`
 * and `session` of a signed file address. Compared without letter case.
 */
export const SECRET_QUERY_PARAMETERS = ['access_token', 'token', 'code', 'id_token', 'refresh_token', 'password', 'signature', 'session'] as const;

const SECRETS: ReadonlySet<string> = new Set(SECRET_QUERY_PARAMETERS);
export const REDACTED = '[redacted]';

function isSecretName(rawName: string): boolean {
  let name = rawName;
  try {
    name = decodeURIComponent(rawName.replace(/\+/g, ' '));
  } catch {
    // A malformed escape: judge the name as it came.
  }
  return SECRETS.has(name.trim().toLowerCase());
}

/**
 * The URL with the value of every secret query parameter replaced; everything else stays byte for byte as the
 * client sent it (no re-encoding), so the log still shows what was asked.
 */
export function redactUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  const hashAt = url.indexOf('#', mark);
  const query = url.slice(mark + 1, hashAt < 0 ? undefined : hashAt);
  const redacted = query
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals < 0 ? pair : pair.slice(0, equals);
      return equals >= 0 && isSecretName(name) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${url.slice(0, mark)}?${redacted}`;
}

/** Fastify's own request serializer, with the URL redacted. */
function redactedRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

type LoggerOption = FastifyServerOptions['logger'];

/** The app's logger options with the redacting serializer; `false` stays off. */
export function withRedactedRequests(logger: LoggerOption): LoggerOption {
  if (!logger) return false;
  const options = logger === true ? {} : logger;
  return { ...options, serializers: { ...options.serializers, req: redactedRequest } };
}
