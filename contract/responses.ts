import { z } from 'zod';

/** Small answers shared by several calls. */

/** Calls that only succeed or fail (logout, forgot password, reset password). */
export const okResponseSchema = z.object({ ok: z.literal(true) });
export type OkResponse = z.infer<typeof okResponseSchema>;

/** DELETE {resource}/{id}: the id of what is gone, so the client can drop it from its caches. */
export const deletedResponseSchema = z.object({ id: z.number().int() });
export type DeletedResponse = z.infer<typeof deletedResponseSchema>;

/** An uploaded profile image: the URL to show it from (GET /api/images/{name}, public: decision 158). */
export const uploadedImageSchema = z.object({ image: z.string() });
export type UploadedImage = z.infer<typeof uploadedImageSchema>;
