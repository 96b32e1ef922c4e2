import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DOCUMENT_CONTENT_TYPES } from '../../platform/documents';
import { CONTENT_TYPE_BY_EXTENSION, STORED_FILE_NAME } from '../../platform/images';
import { notFound } from '../../platform/errors';

const fileParams = z.object({ name: z.string().max(100) });
const CONTENT_TYPES: Record<string, string> = { ...CONTENT_TYPE_BY_EXTENSION, ...DOCUMENT_CONTENT_TYPES };

/**
 * Stored images and documents (signed agreements). Public on purpose: an <img> or a link opened in a new tab cannot
 * send a bearer token, and the names are 128-bit random ids that only the funder's own API answers reveal
 * (docs/decisions/014-image-storage.md).
 */
export const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/files/:name',
    { config: { access: 'public' }, schema: { tags: ['Files'], params: fileParams } },
    async (request, reply) => {
      const { name } = request.params;
      if (!STORED_FILE_NAME.test(name)) throw notFound('file');
      const path = join(app.portal.filesDir, name);
      const info = await stat(path).catch(() => null);
      if (!info?.isFile()) throw notFound('file');
      const extension = name.split('.').at(-1) ?? '';
      return reply
        .type(CONTENT_TYPES[extension] ?? 'application/octet-stream')
        .header('Content-Length', info.size)
        .header('Cache-Control', 'private, max-age=31536000, immutable')
        .header('Content-Disposition', 'inline')
        .send(createReadStream(path));
    },
  );
};
