import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { findNgo } from '../ngos/repository';
import { findProject } from '../projects/repository';
import { findProposal } from '../proposals/repository';

type Db = Kysely<Database>;

/**
 * The entity a private file is a record of (ARCHITECTURE.md, Files). One stored file can belong to several (the demo
 * shares a document between rows); whoever may read any of them may read the file.
 */
export type FileOwner =
  | { kind: 'proposal'; id: number; fileName: string | null }
  | { kind: 'project'; id: number; fileName: string | null }
  | { kind: 'organisation'; id: number; fileName: string | null };

/** Who asks for a file: a funder's staff member (donorId) or a partner organisation's user (ngoId). */
export type FileReader = { id: number; donorId: number | null; ngoId: number | null };

/**
 * Every entity the stored file `name` belongs to: agreements, proposal documents, due diligences, progress reports,
 * and a month's receipts and story photos (its project's).
 */
export async function ownersOfFile(db: Db, name: string): Promise<FileOwner[]> {
  const [agreements, documents, proposalPapers, ngoPapers, reports, monthFiles] = await Promise.all([
    db.selectFrom('proposals').select(['id', 'agreement_file_name as file_name']).where('agreement_file', '=', name).execute(),
    db.selectFrom('proposal_documents').select(['proposal_id as id', 'file_name']).where('stored_name', '=', name).execute(),
    db.selectFrom('proposal_due_diligences').select(['proposal_id as id', 'file_name']).where('stored_name', '=', name).execute(),
    db.selectFrom('ngo_due_diligences').select(['ngo_id as id', 'file_name']).where('stored_name', '=', name).execute(),
    db.selectFrom('progress_reports').select(['project_id as id', 'file_name']).where('stored_name', '=', name).execute(),
    db.selectFrom('report_files').select(['project_id as id', 'file_name']).where('stored_name', '=', name).execute(),
  ]);
  return [
    ...[...agreements, ...documents, ...proposalPapers].map((row) => ({ kind: 'proposal' as const, id: row.id, fileName: row.file_name })),
    ...ngoPapers.map((row) => ({ kind: 'organisation' as const, id: row.id, fileName: row.file_name })),
    ...[...reports, ...monthFiles].map((row) => ({ kind: 'project' as const, id: row.id, fileName: row.file_name })),
  ];
}

/**
 * Whether the reader may read the owning entity, by the same scope rules as that entity's own reads: a funder's
 * staff read their funder's proposals and projects (a project's agreement is its proposal's) and the organisations
 * that applied to it; an organisation's users read their own organisation's proposals, projects and documents.
 */
export async function mayReadOwner(db: Db, reader: FileReader, owner: FileOwner): Promise<boolean> {
  if (reader.ngoId !== null) return (await ngoOfOwner(db, owner)) === reader.ngoId;
  if (reader.donorId === null) return false;
  switch (owner.kind) {
    case 'proposal':
      return (await findProposal(db, reader.donorId, owner.id)) !== undefined;
    case 'project':
      return (await findProject(db, reader.donorId, owner.id)) !== undefined;
    case 'organisation':
      return (await findNgo(db, reader.donorId, owner.id)) !== undefined;
  }
}

async function ngoOfOwner(db: Db, owner: FileOwner): Promise<number | null> {
  switch (owner.kind) {
    case 'proposal':
      return (await db.selectFrom('proposals').select('ngo_id').where('id', '=', owner.id).executeTakeFirst())?.ngo_id ?? null;
    case 'project': {
      const row = await db
        .selectFrom('projects')
        .innerJoin('proposals', 'proposals.id', 'projects.proposal_id')
        .select('proposals.ngo_id')
        .where('projects.id', '=', owner.id)
        .executeTakeFirst();
      return row?.ngo_id ?? null;
    }
    case 'organisation':
      return owner.id;
  }
}

/** The file reader a signed-in account is. */
export function readerOf(account: { id: number; kind: 'staff'; donorId: number } | { id: number; kind: 'partner'; ngoId: number }): FileReader {
  return account.kind === 'staff' ? { id: account.id, donorId: account.donorId, ngoId: null } : { id: account.id, donorId: null, ngoId: account.ngoId };
}

/** The first owner the reader may read (its file name names the download), or null: the file does not exist for them. */
export async function readableOwnerOfFile(db: Db, reader: FileReader, name: string): Promise<FileOwner | null> {
  for (const owner of await ownersOfFile(db, name)) if (await mayReadOwner(db, reader, owner)) return owner;
  return null;
}

/** Whether the stored file is a profile image or a funder's logo, which are public (decision 158). */
export async function isPublicImage(db: Db, name: string): Promise<boolean> {
  const [user, donor] = await Promise.all([
    db.selectFrom('users').select('id').where('image', '=', name).limit(1).executeTakeFirst(),
    db.selectFrom('donors').select('id').where('logo', '=', name).limit(1).executeTakeFirst(),
  ]);
  return user !== undefined || donor !== undefined;
}
