import type { PartnerProfile } from '#contract/partner';
import type { PortalContext, SignedInPartner } from '../../platform/app-context';
import { imageUrl } from '../../platform/images';
import { unauthorized } from '../../platform/errors';
import { updateUser } from '../users/repository';

export async function partnerProfile(portal: PortalContext, partner: SignedInPartner): Promise<PartnerProfile> {
  const row = await portal.db
    .selectFrom('users')
    .innerJoin('ngos', 'ngos.id', 'users.ngo_id')
    .select(['users.id', 'users.name', 'users.email', 'users.phone', 'users.image', 'ngos.id as ngo_id', 'ngos.name as ngo_name', 'ngos.name_ar as ngo_name_ar', 'ngos.logo as ngo_logo'])
    .where('users.id', '=', partner.id)
    .where('users.ngo_id', '=', partner.ngoId)
    .executeTakeFirst();
  if (!row) throw unauthorized();
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    image: imageUrl(row.image),
    ngo_role: partner.ngoRole,
    ngo: { id: row.ngo_id, name: row.ngo_name, name_ar: row.ngo_name_ar, logo: imageUrl(row.ngo_logo) },
  };
}

export async function updatePartnerProfile(portal: PortalContext, partner: SignedInPartner, input: { name: string; phone?: string | null | undefined }): Promise<PartnerProfile> {
  await updateUser(portal.db, partner.id, { name: input.name, ...(input.phone !== undefined ? { phone: input.phone } : {}) });
  return partnerProfile(portal, partner);
}
