import type { DonorInfo } from '#contract/donor';
import type { PortalContext, SignedInStaff } from '../../platform/app-context';
import { notFound } from '../../platform/errors';
import { discardImage, imageUrl, storeImage, type ImageUpload } from '../../platform/images';
import { findDonor, updateDonor, type DonorRow } from './repository';

function toDonorInfo(row: DonorRow): DonorInfo {
  return {
    id: row.id,
    name: row.name,
    shortcut: row.shortcut,
    email: row.email,
    phone: row.phone,
    website: row.website,
    description: row.description,
    logo: imageUrl(row.logo),
  };
}

export async function donorInfo(portal: PortalContext, staff: SignedInStaff): Promise<DonorInfo> {
  const row = await findDonor(portal.db, staff.donorId);
  if (!row) throw notFound();
  return toDonorInfo(row);
}

export async function updateDonorInfo(
  portal: PortalContext,
  staff: SignedInStaff,
  input: Pick<DonorRow, 'name' | 'shortcut' | 'email' | 'phone' | 'website' | 'description'>,
): Promise<DonorInfo> {
  await updateDonor(portal.db, staff.donorId, input);
  return donorInfo(portal, staff);
}

export async function setDonorLogo(portal: PortalContext, staff: SignedInStaff, upload: ImageUpload): Promise<DonorInfo> {
  const previous = await findDonor(portal.db, staff.donorId);
  const name = await storeImage(portal.files, portal.db, upload);
  await updateDonor(portal.db, staff.donorId, { logo: name });
  await discardImage(portal.files, portal.db, previous?.logo ?? null);
  return donorInfo(portal, staff);
}
