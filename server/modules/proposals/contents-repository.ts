import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** What the organisation wrote and attached: section documents, files, due diligences and risks. Read-only here. */

type Db = Kysely<Database>;

export async function sectionContent(db: Db, proposalId: number, name: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('proposal_sections')
    .select('content')
    .where('proposal_id', '=', proposalId)
    .where('name', '=', name)
    .executeTakeFirst();
  return row?.content;
}

export function documentsOfProposal(db: Db, proposalId: number) {
  return db.selectFrom('proposal_documents').selectAll().where('proposal_id', '=', proposalId).orderBy('uploaded_at').orderBy('id').execute();
}

/** The grant's required due diligences, each with what the organisation provided for it, if anything. */
export function dueDiligencesOfProposal(db: Db, proposalId: number, grantId: number) {
  return db
    .selectFrom('grant_due_diligences')
    .innerJoin('due_diligence_types', 'due_diligence_types.id', 'grant_due_diligences.due_diligence_id')
    .leftJoin('proposal_due_diligences', (join) =>
      join
        .onRef('proposal_due_diligences.due_diligence_id', '=', 'grant_due_diligences.due_diligence_id')
        .on('proposal_due_diligences.proposal_id', '=', proposalId),
    )
    .select([
      'grant_due_diligences.id',
      'grant_due_diligences.due_diligence_id',
      'due_diligence_types.name',
      'proposal_due_diligences.file_name',
      'proposal_due_diligences.stored_name',
      'proposal_due_diligences.expires_on',
      'proposal_due_diligences.note',
    ])
    .where('grant_due_diligences.grant_id', '=', grantId)
    .orderBy('grant_due_diligences.id')
    .execute();
}

export function risksOfProposal(db: Db, proposalId: number) {
  return db.selectFrom('proposal_risks').selectAll().where('proposal_id', '=', proposalId).orderBy('id').execute();
}
