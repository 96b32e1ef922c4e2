import type { PartnerProfile } from '#contract/partner';
import type { PortalContext, SignedInPartner } from '../../platform/app-context';
import { imageUrl } from '../../platform/images';
import { unauthorized } from '../../platform/errors';

export async function partnerProfile(portal: PortalContext, partner: SignedInPartner): Promise<PartnerProfile> {
  const row = await portal.db
    .selectFrom('users')
    .innerJoin('ngos', 'ngos.id', 'users.ngo_id')
    .select(['users.id', 'users.name', 'users.email', 'users.phone', 'users.image', 'ngos.id as ngo_id', 'ngos.name as ngo_name'])
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
    ngo: { id: row.ngo_id, name: row.ngo_name, name_ar: null, logo: null },
  };
}
