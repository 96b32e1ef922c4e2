import { adminPaths } from '#contract/api-base';
import { api } from '@/lib/http';

/** PUT /api/DonorAdmin/Image, multipart with the field `file` (spec section 7). Answers the stored image. */
export function uploadProfileImage(file: File): Promise<unknown> {
  const body = new FormData();
  body.append('file', file);
  return api(adminPaths.image, { method: 'PUT', multipart: body });
}
