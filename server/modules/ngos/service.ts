import type { Ngo, NgoContact, NgoDueDiligence } from '#contract/ngos';
import type { Paged } from '#contract/paging';
import type { PortalContext, SignedInStaff } from '../../platform/app-context';
import { storedFileUrl } from '../../platform/documents';
import { notFound } from '../../platform/errors';
import { contactsOfNgo, dueDiligencesOfNgo, findNgo, pageNgos, type NgoListFilter, type NgoRow } from './repository';

/** Reads open to all the funder's staff; an organisation that never applied to the funder answers 404. */

type Db = PortalContext['db'];

function toNgo(row: NgoRow): Ngo {
  return {
    id: row.id,
    name: row.name,
    shortcut: row.shortcut,
    description: row.description,
    country_id: row.country_id,
    coun_name: row.country_name,
    email: row.email,
    phone: row.phone,
    website: row.website,
    created_at: row.created_at,
    proposals_count: row.proposals_count,
    projects_count: row.projects_count,
  };
}

async function loadNgo(db: Db, donorId: number, id: number): Promise<Ngo> {
  const row = await findNgo(db, donorId, id);
  if (!row) throw notFound('ngo');
  return toNgo(row);
}

export async function ngosPage(portal: PortalContext, staff: SignedInStaff, query: NgoListFilter): Promise<Paged<Ngo>> {
  const { total, rows } = await pageNgos(portal.db, staff.donorId, query);
  return { total, data: rows.map(toNgo) };
}

export function ngoById(portal: PortalContext, staff: SignedInStaff, id: number): Promise<Ngo> {
  return loadNgo(portal.db, staff.donorId, id);
}

export async function ngoContacts(portal: PortalContext, staff: SignedInStaff, id: number): Promise<NgoContact[]> {
  await loadNgo(portal.db, staff.donorId, id);
  return contactsOfNgo(portal.db, id);
}

export async function ngoDueDiligences(portal: PortalContext, staff: SignedInStaff, id: number): Promise<NgoDueDiligence[]> {
  await loadNgo(portal.db, staff.donorId, id);
  const rows = await dueDiligencesOfNgo(portal.db, id);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    file_url: storedFileUrl(row.stored_name),
    file_name: row.file_name,
    issued_on: row.issued_on,
    expires_on: row.expires_on,
  }));
}
