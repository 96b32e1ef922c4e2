import { addDays, parseISO } from 'date-fns';
import type { Kysely } from 'kysely';
import { proposalStatusToWire, type ProposalStatus } from '#contract/enums';
import type { Database } from '../schema';
import { siteMapPng, type StoredDemoFile } from './demo-files';
import { commonText, sectorOfGrant } from './proposal-content';
import type { CountryFacts, DemoSession, GrantFacts, NgoFacts } from './proposal-content-context';
import { districtsOf } from './proposal-content-places';
import type { PendingRows } from './proposal-content-rows';
import { PROJECT_STATUS_OF, demoDocuments, demoInstallments, demoRisks, demoThreads } from './proposal-content-records';
import { proposalDistricts, proposalSections, proposalTitle } from './proposal-content-sections';
import type { DemoDocumentKey, ProposalLanguage } from './proposal-content-shapes';
import { isoDay, timelineOf, type Timeline } from './proposal-content-timeline';

/** Writes one complete demo proposal: header, sections, documents, due diligences, risks, people, comments, project. */

type Db = Kysely<Database>;

export type DemoProposalSpec = {
  grantId: number;
  ngoId: number;
  status: ProposalStatus;
  /** Picks the variants of every text, date and amount. */
  index: number;
  language: ProposalLanguage;
  /** Staff in charge of the proposal, the first as its manager. */
  inCharge: number[];
  title?: string | undefined;
  /** Where the project runs; by default the organisation's country when the grant targets it. */
  countryCode?: string | undefined;
  /**
   * A draft the organisation is still writing (issue 13 item 8): only the pages in UNDER_WAY_SECTIONS are written,
   * with nothing attached yet, so the partner's editor opens on a proposal half done.
   */
  underWay?: boolean | undefined;
};

/** What a draft under way has: its cover page, background and beneficiaries. */
const UNDER_WAY_SECTIONS: ReadonlySet<string> = new Set(['CoverPage', 'Programs', 'Contacts', 'Background', 'Beneficiaries', 'BeneficiariesByDistrict']);

/** The PDFs' standard fonts have no Arabic: the English half of a bilingual name, or a fallback. */
function latinPart(text: string, fallback: string): string {
  const latin = text
    .split(' / ')
    .find((part) => /[A-Za-z]/.test(part) && !/[\u0600-\u06ff]/.test(part));
  return latin ?? fallback;
}

function fileSlug(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

const DOCUMENT_PDFS: Record<Exclude<DemoDocumentKey, 'site-map'>, { title: string; lines: string[] }> = {
  narrative: {
    title: 'Full Project Narrative',
    lines: ['1. Background and needs assessment', '2. Project strategy and theory of change', '3. Implementation plan and partnerships', '4. Monitoring, evaluation and learning', '5. Sustainability and exit strategy'],
  },
  'budget-detail': {
    title: 'Detailed Budget and Bill of Quantities',
    lines: ['Budget lines by category with quantities, units and unit costs.', 'Unit costs are based on three quotations per item collected in 2026.'],
  },
  'org-chart': {
    title: 'Organisation Chart',
    lines: ['Board of trustees', 'Executive director', 'Programmes | Finance and administration | Monitoring and evaluation', 'Field offices and community mobilisers'],
  },
  'support-letters': {
    title: 'Letters of Support',
    lines: ['Letters from the district authorities and the line ministry supporting the project', 'and confirming the coordination arrangements described in the proposal.'],
  },
};

function documentFile(session: DemoSession, key: DemoDocumentKey): Promise<StoredDemoFile> {
  if (key === 'site-map') return session.files.png('document:site-map', siteMapPng);
  const pdf = DOCUMENT_PDFS[key];
  return session.files.pdf(`document:${key}`, { ...pdf, subtitle: 'Attachment to a proposal submitted through the partner portal' });
}

function proposalCountry(countries: CountryFacts[], grant: GrantFacts, ngo: NgoFacts, spec: DemoProposalSpec): CountryFacts {
  const byCode = spec.countryCode ? countries.find((country) => country.code === spec.countryCode) : undefined;
  const ngoCountryTargeted = ngo.country_id !== null && grant.countryIds.includes(ngo.country_id) ? ngo.country_id : undefined;
  const id = ngoCountryTargeted ?? grant.countryIds[spec.index % Math.max(1, grant.countryIds.length)] ?? ngo.country_id;
  const country = byCode ?? countries.find((candidate) => candidate.id === id) ?? countries[0];
  if (!country) throw new Error('the demo proposals need the reference countries');
  return country;
}

/** The signed agreement of a proposal that became a project: one PDF per proposal, naming both parties. */
function agreementFile(
  session: DemoSession,
  about: { code: string; title: string; grant: GrantFacts; ngo: NgoFacts; total: number; timeline: Timeline },
): Promise<StoredDemoFile> {
  return session.files.pdf(`agreement:${about.grant.donor_id}:${about.code}`, {
    title: 'Grant Agreement',
    subtitle: `${about.code} - ${latinPart(about.title, 'Project agreement')}`,
    lines: [
      `Grant: ${latinPart(about.grant.title, 'Grant')}`,
      `Grantee: ${latinPart(about.ngo.name, 'Partner organisation')}`,
      `Amount: ${about.grant.currency_code} ${about.total.toFixed(2)}`,
      `Project period: ${about.timeline.start} to ${about.timeline.end}`,
      'The grantee shall use the funds solely for the purposes of the approved proposal and report as agreed.',
      'Signed for the funder and for the grantee.',
    ],
  });
}

/** The project row and its installments, as the funder left them at acceptance and since. */
async function writeProject(
  db: Db,
  pending: PendingRows,
  proposalId: number,
  status: string,
  spec: DemoProposalSpec,
  grant: GrantFacts,
  total: number,
  timeline: Timeline,
): Promise<void> {
  const decided = (timeline.decided ?? timeline.updated).toISOString();
  const project = await db
    .insertInto('projects')
    .values({ donor_id: grant.donor_id, proposal_id: proposalId, status, created_at: decided, updated_at: timeline.updated.toISOString(), version: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const installments = demoInstallments(total, grant.currency_code, spec.status, spec.index, grant.closed);
  pending.add(
    'expenditure_batches',
    installments.map((installment) => ({ ...installment, donor_id: grant.donor_id, proposal_id: proposalId, project_id: project.id, created_at: decided, updated_at: decided })),
  );
}

/** Adds one proposal's header and project rows, and everything else around it to `pending`; answers its id. */
export async function writeDemoProposal(db: Db, session: DemoSession, pending: PendingRows, spec: DemoProposalSpec): Promise<number> {
  const [grant, ngo, countries] = await Promise.all([session.grant(db, spec.grantId), session.ngo(db, spec.ngoId), session.allCountries(db)]);
  const country = proposalCountry(countries, grant, ngo, spec);
  const sector = sectorOfGrant(grant, spec.index);
  const districts = proposalDistricts(districtsOf(country), spec.index);
  const timeline = timelineOf(spec.status, spec.index, grant);
  const sections = proposalSections({
    index: spec.index,
    language: spec.language,
    sector,
    grant,
    grantObjectives: grant.objectives,
    programObjectives: grant.programObjectives,
    grantPrograms: grant.programs,
    contacts: ngo.contacts,
    country: { en: country.name, ar: country.name_ar },
    districts,
    start_date: timeline.start,
    end_date: timeline.end,
  });
  const title = spec.title ?? proposalTitle({ index: spec.index, language: spec.language, sector, districts });
  const code = await session.nextCode(db, grant.donor_id, timeline.created.getUTCFullYear());
  const projectStatus = PROJECT_STATUS_OF[spec.status];
  const agreement = projectStatus ? await agreementFile(session, { code, title, grant, ngo, total: sections.Budget.total, timeline }) : null;
  const createdAt = timeline.created.toISOString();

  const { id } = await db
    .insertInto('proposals')
    .values({
      donor_id: grant.donor_id,
      grant_id: grant.id,
      ngo_id: ngo.id,
      title,
      code,
      status: proposalStatusToWire(spec.status),
      country_id: country.id,
      currency_id: grant.currency_id,
      // A draft under way has no budget page yet.
      total_budget: spec.underWay ? 0 : sections.Budget.total,
      start_date: timeline.start,
      end_date: timeline.end,
      agreement_file: agreement?.stored_name ?? null,
      agreement_file_name: agreement ? `grant-agreement-${code.toLowerCase()}.pdf` : null,
      submitted_at: timeline.submitted?.toISOString() ?? null,
      created_at: createdAt,
      updated_at: timeline.updated.toISOString(),
      version: 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  pending.add(
    'proposal_sections',
    Object.entries(sections)
      .filter(([name]) => !spec.underWay || UNDER_WAY_SECTIONS.has(name))
      .map(([name, content]) => ({ proposal_id: id, name, content: JSON.stringify(content) })),
  );
  if (!spec.underWay) await writeAttachments(pending, session, id, spec, grant, timeline);
  writePeopleAndComments(pending, id, spec, grant, ngo, timeline);
  if (projectStatus) await writeProject(db, pending, id, projectStatus, spec, grant, sections.Budget.total, timeline);
  return id;
}

/** The documents the organisation attached, the grant's due diligences, and its risk analysis. */
async function writeAttachments(pending: PendingRows, session: DemoSession, proposalId: number, spec: DemoProposalSpec, grant: GrantFacts, timeline: Timeline): Promise<void> {
  const uploadedAt = (timeline.submitted ?? timeline.created).toISOString();
  const documents = demoDocuments(spec.language, spec.index);
  const files = await Promise.all(documents.map((document) => documentFile(session, document.key)));
  pending.add(
    'proposal_documents',
    documents.map((document, k) => {
      const file = files[k];
      if (!file) throw new Error('a demo document was not stored');
      return { proposal_id: proposalId, title: document.title, file_name: document.file_name, ...file, uploaded_at: uploadedAt };
    }),
  );

  await writeDueDiligences(pending, session, proposalId, spec, grant);

  pending.add(
    'proposal_risks',
    demoRisks(spec.language, spec.index, spec.status).map((risk) => ({ proposal_id: proposalId, ...risk })),
  );
}

/** Most required papers provided; before a decision some are still missing; one in four proposals has one expiring soon. */
async function writeDueDiligences(pending: PendingRows, session: DemoSession, proposalId: number, spec: DemoProposalSpec, grant: GrantFacts): Promise<void> {
  const today = parseISO(session.today);
  const notes = commonText(spec.language === 'en' ? 'en' : 'ar').dueDiligenceNotes;
  const undecided = !PROJECT_STATUS_OF[spec.status];
  const rows = await Promise.all(
    grant.dueDiligences.map(async (type, j) => {
      const missing = undecided && (spec.index + j) % 4 === 3;
      const expiringSoon = !missing && j === 0 && spec.index % 4 === 1;
      const name = latinPart(type.name, 'Due diligence document');
      const file = missing
        ? null
        : await session.files.pdf(`due-diligence:${type.id}`, {
            title: name,
            subtitle: 'Certified copy',
            lines: ['Issued by the competent authority.', 'This copy is certified as a true copy of the original.'],
          });
      return {
        proposal_id: proposalId,
        due_diligence_id: type.id,
        file_name: file ? `${fileSlug(name) || 'due-diligence'}.pdf` : null,
        stored_name: file?.stored_name ?? null,
        expires_on: file ? isoDay(addDays(today, expiringSoon ? 21 : 300 + ((spec.index * 17 + j * 41) % 400))) : null,
        note: missing ? notes.missing : expiringSoon ? notes.expiring : notes.provided,
      };
    }),
  );
  pending.add('proposal_due_diligences', rows);
}

/** Negotiation happens while the proposal is under negotiation; an accepted one may keep the threads that led there. */
function hasNegotiated(status: ProposalStatus, index: number): boolean {
  return status === 'underNegotiation' || (status === 'accepted' && index % 2 === 0);
}

function writePeopleAndComments(pending: PendingRows, proposalId: number, spec: DemoProposalSpec, grant: GrantFacts, ngo: NgoFacts, timeline: Timeline): void {
  const inCharge = [...new Set(spec.inCharge)];
  pending.add(
    'proposal_users_in_charge',
    inCharge.map((userId, position) => ({ proposal_id: proposalId, user_id: userId, is_manager: position === 0 ? 1 : 0 })),
  );
  const authors = inCharge.length ? inCharge : grant.managers.length ? grant.managers : grant.staff;
  const contact = ngo.contacts[0];
  if (!hasNegotiated(spec.status, spec.index) || !authors.length || !contact) return;
  const comments = demoThreads(spec.language, spec.index).flat();
  // Spread over the days between submission and the decision (or now), oldest first.
  const from = (timeline.submitted ?? timeline.created).getTime();
  const until = (timeline.decided ?? new Date()).getTime();
  const step = (until - from) / (comments.length + 1);
  pending.add(
    'negotiation_comments',
    comments.map((comment, k) => ({
        proposal_id: proposalId,
        donor_id: grant.donor_id,
        grant_id: grant.id,
        page_id: comment.page_id,
        content: comment.content,
        type: comment.type,
        by_ngo_user: comment.byNgo ? 1 : 0,
        created_by: comment.byNgo ? null : (authors[comment.staffTurn % authors.length] ?? null),
        ngo_user_name: comment.byNgo ? contact.name : null,
        ngo_user_email: comment.byNgo ? contact.email : null,
        created_at: new Date(from + step * (k + 1)).toISOString(),
        updated_at: null,
      })),
  );
}
