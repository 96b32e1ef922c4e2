import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fileAddressQuerySchema, signedFileAddressSchema, signedFileQuerySchema, type FileDisposition } from '#contract/files';
import { isRevoked } from '../auth/revocation-repository';
import { findLiveUserById } from '../users/repository';
import { signedInSide } from '../../platform/auth';
import { contentDisposition } from '../../platform/content-disposition';
import { DOCUMENT_CONTENT_TYPES } from '../../platform/documents';
import { forbidden, notFound } from '../../platform/errors';
import { STORED_FILE_NAME } from '../../platform/file-storage';
import { CONTENT_TYPE_BY_EXTENSION } from '../../platform/images';
import { isPublicImage, readableOwnerOfFile, readerOf } from './file-owners';
import { checkSignedAddress, signedAddress } from './signed-addresses';

const fileParams = z.object({ name: z.string().max(100) });
const CONTENT_TYPES: Record<string, string> = { ...CONTENT_TYPE_BY_EXTENSION, ...DOCUMENT_CONTENT_TYPES };
const tags = ['Files'];
const binary = { 200: z.string().describe('The file itself, with its content type') };

function sendFile(reply: FastifyReply, name: string, bytes: Buffer, disposition: FileDisposition, fileName: string | null, cache: string) {
  const extension = name.split('.').at(-1) ?? '';
  return reply
    .type(CONTENT_TYPES[extension] ?? 'application/octet-stream')
    .header('Cache-Control', cache)
    .header('Content-Disposition', fileName ? contentDisposition(disposition, fileName) : disposition)
    .send(bytes);
}

/** Private files may be kept by nobody on the way: the next user of the device, or a revoked session, must not read them. */
const PRIVATE_CACHE = 'private, no-store';
const IMAGE_CACHE = 'private, max-age=31536000, immutable';

/**
 * Uploaded files (docs/decisions/156-private-files-and-signed-addresses.md). Agreements, documents, due diligences
 * and reports are private records of their entity: served with the bearer token to whoever may read the entity, or
 * through a signed address that the same reader asked for. Profile images and logos are public (decision 158).
 */
export const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { portal } = app;

  app.get(
    '/files/:name',
    { config: { access: 'account' }, schema: { tags, summary: 'A private file, to a reader of the entity it belongs to', params: fileParams, response: binary } },
    async (request, reply) => {
      const { name } = request.params;
      const owner = STORED_FILE_NAME.test(name) ? await readableOwnerOfFile(portal.db, readerOf(signedInSide(request)), name) : null;
      const bytes = owner ? await portal.files.read(portal.db, name) : null;
      if (!owner || !bytes) throw notFound('file');
      return sendFile(reply, name, bytes, 'inline', owner.fileName, PRIVATE_CACHE);
    },
  );

  app.get(
    '/files/:name/address',
    {
      config: { access: 'account' },
      schema: {
        tags,
        summary: 'A short-lived signed address to a private file, for a new tab, a download or an <img>',
        params: fileParams,
        querystring: fileAddressQuerySchema,
        response: { 200: signedFileAddressSchema },
      },
    },
    async (request) => {
      const staff = signedInSide(request);
      const { name } = request.params;
      const owner = STORED_FILE_NAME.test(name) ? await readableOwnerOfFile(portal.db, readerOf(staff), name) : null;
      const user = owner ? await findLiveUserById(portal.db, staff.id) : undefined;
      if (!owner || !user) throw notFound('file');
      return signedAddress(portal.config.jwtSecret, {
        name,
        userId: staff.id,
        session: staff.jti,
        tokenVersion: user.token_version,
        disposition: request.query.disposition,
      });
    },
  );

  app.get(
    '/files/:name/signed',
    {
      // Authenticated by the address's own signature, not by a bearer token (see signed-addresses.ts).
      config: { access: 'signedAddress' },
      schema: {
        tags,
        summary: 'A private file through a signed address (GET …/address): no bearer token, the signature proves the reader',
        security: [{ signedAddress: [] }],
        params: fileParams,
        querystring: signedFileQuerySchema,
        response: binary,
      },
    },
    async (request, reply) => {
      const { name } = request.params;
      const check = checkSignedAddress(portal.config.jwtSecret, name, request.query);
      if (!check.ok) {
        request.log.warn({ file: name, user: request.query.user, reason: check.reason }, 'signed file address refused');
        throw forbidden();
      }
      const { claims } = check;
      const user = await findLiveUserById(portal.db, claims.userId);
      const live = user && user.active === 1 && user.token_version === claims.tokenVersion && !(await isRevoked(portal.db, claims.session));
      if (!user || !live) {
        request.log.warn({ file: name, user: claims.userId, reason: 'session ended' }, 'signed file address refused');
        throw forbidden();
      }
      const owner = STORED_FILE_NAME.test(name) ? await readableOwnerOfFile(portal.db, { id: user.id, donorId: user.donor_id, ngoId: user.ngo_id }, name) : null;
      const bytes = owner ? await portal.files.read(portal.db, name) : null;
      if (!owner || !bytes) throw notFound('file');
      return sendFile(reply, name, bytes, claims.disposition, owner.fileName, PRIVATE_CACHE);
    },
  );

  app.get(
    '/images/:name',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'A profile image or a funder’s logo (public)', security: [], params: fileParams, response: binary },
    },
    async (request, reply) => {
      const { name } = request.params;
      const bytes = STORED_FILE_NAME.test(name) && (await isPublicImage(portal.db, name)) ? await portal.files.read(portal.db, name) : null;
      if (!bytes) throw notFound('file');
      return sendFile(reply, name, bytes, 'inline', null, IMAGE_CACHE);
    },
  );
};
