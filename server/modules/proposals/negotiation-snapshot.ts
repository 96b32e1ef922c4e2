import type { Kysely } from 'kysely';
import { PROPOSAL_PAGES, type ProposalPageSlug } from '#contract/enums';
import { pageOfSection } from '#contract/proposal-completeness';
import { PROPOSAL_PAGE_IDS, PROPOSAL_SECTION_NAMES, type ProposalChanges, type ProposalSectionName } from '#contract/proposals';
import type { Database } from '../../db/schema';

/**
 * What changed since negotiation began (docs/decisions/185-changes-since-negotiation.md): when the funder starts a
 * negotiation, the proposal's contents are copied as one text per part; the Changes call compares the contents now
 * with that copy, part by part, and names the pages whose parts differ.
 */

type Db = Kysely<Database>;

/** The parts that are not section documents, and the page each belongs to. */
const OTHER_PARTS = { Header: 'cover-page', Risks: 'risk-analysis', Documents: 'documents', DueDiligence: 'due-diligences' } as const satisfies Record<
  string,
  ProposalPageSlug
>;
type OtherPart = keyof typeof OTHER_PARTS;

function pageOfPart(name: string): ProposalPageSlug | null {
  if (name in OTHER_PARTS) return OTHER_PARTS[name as OtherPart];
  return (PROPOSAL_SECTION_NAMES as readonly string[]).includes(name) ? pageOfSection(name as ProposalSectionName) : null;
}

/** The same content written with its keys in another order is the same: keys are sorted before comparing. */
function canonical(text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  const sorted = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(sorted)
      : value && typeof value === 'object'
        ? Object.fromEntries(Object.entries(value).toSorted(([a], [b]) => a.localeCompare(b)).map(([key, item]) => [key, sorted(item)]))
        : value;
  return JSON.stringify(sorted(JSON.parse(text)));
}

/** Each part of the proposal as one comparable text. */
export async function proposalParts(db: Db, proposalId: number): Promise<Map<string, string>> {
  const [header, sections, risks, documents, dueDiligences] = await Promise.all([
    db.selectFrom('proposals').select(['title', 'country_id', 'start_date', 'end_date']).where('id', '=', proposalId).executeTakeFirstOrThrow(),
    db.selectFrom('proposal_sections').select(['name', 'content']).where('proposal_id', '=', proposalId).execute(),
    db
      .selectFrom('proposal_risks')
      .select(['title', 'description', 'category', 'likelihood', 'impact', 'response_strategy', 'mitigation', 'owner', 'is_materialized'])
      .where('proposal_id', '=', proposalId)
      .orderBy('id')
      .execute(),
    db.selectFrom('proposal_documents').select(['title', 'stored_name']).where('proposal_id', '=', proposalId).orderBy('id').execute(),
    db
      .selectFrom('proposal_due_diligences')
      .select(['due_diligence_id', 'ngo_due_diligence_id', 'stored_name'])
      .where('proposal_id', '=', proposalId)
      .orderBy('due_diligence_id')
      .execute(),
  ]);
  const parts = new Map<string, string>(sections.map((row) => [row.name, row.content]));
  parts.set('Header', JSON.stringify(header));
  parts.set('Risks', JSON.stringify(risks));
  parts.set('Documents', JSON.stringify(documents));
  parts.set('DueDiligence', JSON.stringify(dueDiligences));
  return parts;
}

/** Copies the proposal's parts as negotiation begins, replacing the copy of an earlier negotiation. */
export async function snapshotForNegotiation(db: Db, proposalId: number): Promise<void> {
  const parts = await proposalParts(db, proposalId);
  await db.deleteFrom('proposal_negotiation_snapshots').where('proposal_id', '=', proposalId).execute();
  await db
    .insertInto('proposal_negotiation_snapshots')
    .values([...parts].map(([name, content]) => ({ proposal_id: proposalId, name, content })))
    .execute();
}

/** The pages (in menu order) whose parts differ from the copy taken when negotiation began; none without a copy. */
export async function changedPages(db: Db, proposalId: number): Promise<ProposalChanges> {
  const snapshot = await db.selectFrom('proposal_negotiation_snapshots').select(['name', 'content']).where('proposal_id', '=', proposalId).execute();
  if (!snapshot.length) return [];
  const before = new Map(snapshot.map((row) => [row.name, row.content]));
  const now = await proposalParts(db, proposalId);
  const changed = new Map<ProposalPageSlug, string[]>();
  for (const name of new Set([...before.keys(), ...now.keys()])) {
    if (canonical(before.get(name)) === canonical(now.get(name))) continue;
    const page = pageOfPart(name);
    if (page) changed.set(page, [...(changed.get(page) ?? []), name]);
  }
  return PROPOSAL_PAGES.filter((page) => changed.has(page)).map((page) => ({
    page_id: PROPOSAL_PAGE_IDS[page],
    sections: (changed.get(page) ?? []).toSorted(),
  }));
}
