import type { FileStorage } from '../../platform/file-storage';
import { addDays, formatISO } from 'date-fns';
import type { Kysely } from 'kysely';
import { DEMO_PASSWORD } from '#contract/constants';
import type { ProposalStatus } from '#contract/enums';
import { hashPassword } from '../../platform/passwords';
import type { Database } from '../schema';
import { DemoFileStore } from './demo-files';
import { seedTrackingOfProposal } from './project-tracking-data';
import { DemoSession } from './proposal-content-context';
import { PendingRows } from './proposal-content-rows';
import { DEMO_NGOS, NGO_DOCUMENT_NAMES, NGO_DOCUMENT_PDF_TITLES } from './proposal-content-ngos';
import type { ProposalLanguage } from './proposal-content-shapes';
import { timelineOf } from './proposal-content-timeline';
import { writeDemoProposal, type DemoProposalSpec } from './proposal-content-writer';

/**
 * Demo partner organisations and the proposals they submitted to the published and closed grants of both demo
 * funders, in every status, with the users in charge the tests rely on (DEMO_PROPOSALS below). Proposals are
 * written by writeDemoProposal, the same function behind submitDemoProposal, so the test endpoint and the CLI
 * add exactly what the demo has.
 */

type Db = Kysely<Database>;

type PlannedProposal = { status: ProposalStatus; ngo: string; country: string; language: ProposalLanguage; inCharge: string[] };

/**
 * Per funder, per grant (found by a part of its title in grants-data.ts). Who is in charge matters to tests:
 * grants@demo.test is in charge of two submitted proposals and of one under negotiation on the girls' education
 * grant, which they are not in charge of; they are in charge of nothing else on that grant.
 */
const DEMO_PROPOSALS: Record<string, { grant: string; proposals: PlannedProposal[] }[]> = {
  ANDF: [
    {
      grant: "Girls' Education in Rural Jordan",
      proposals: [
        { status: 'submitted', ngo: 'amal', country: 'JO', language: 'en', inCharge: ['grants@demo.test'] },
        { status: 'underNegotiation', ngo: 'yasmin', country: 'JO', language: 'ar', inCharge: ['grants@demo.test', 'admin@demo.test'] },
        { status: 'submitted', ngo: 'nile', country: 'JO', language: 'mixed', inCharge: ['admin@demo.test'] },
        { status: 'rejected', ngo: 'tamkeen', country: 'JO', language: 'en', inCharge: ['admin@demo.test'] },
        { status: 'accepted', ngo: 'amal', country: 'JO', language: 'ar', inCharge: ['admin@demo.test'] },
      ],
    },
    {
      grant: 'Safe Water for Host Communities',
      proposals: [
        { status: 'submitted', ngo: 'nabaa', country: 'LB', language: 'en', inCharge: ['grants@demo.test'] },
        { status: 'underNegotiation', ngo: 'rafidain', country: 'IQ', language: 'ar', inCharge: ['programs@demo.test'] },
        { status: 'accepted', ngo: 'nabaa', country: 'LB', language: 'mixed', inCharge: ['programs@demo.test', 'finance@demo.test'] },
        { status: 'ongoing', ngo: 'yasmin', country: 'SY', language: 'en', inCharge: ['grants@demo.test'] },
        { status: 'draft', ngo: 'amal', country: 'JO', language: 'en', inCharge: [] },
      ],
    },
    {
      grant: "Women's Enterprise Fund",
      proposals: [
        { status: 'submitted', ngo: 'tamkeen', country: 'PS', language: 'ar', inCharge: ['finance@demo.test'] },
        { status: 'submitted', ngo: 'nile', country: 'EG', language: 'mixed', inCharge: [] },
        { status: 'underNegotiation', ngo: 'tamkeen', country: 'PS', language: 'en', inCharge: ['finance@demo.test', 'admin@demo.test'] },
        { status: 'rejected', ngo: 'amal', country: 'JO', language: 'ar', inCharge: ['admin@demo.test'] },
        { status: 'ongoing', ngo: 'nile', country: 'EG', language: 'mixed', inCharge: ['finance@demo.test'] },
      ],
    },
    {
      grant: 'Food Security in Gaza',
      proposals: [
        { status: 'ongoing', ngo: 'tamkeen', country: 'PS', language: 'ar', inCharge: ['finance@demo.test'] },
        { status: 'finished', ngo: 'tamkeen', country: 'PS', language: 'en', inCharge: ['finance@demo.test', 'grants@demo.test'] },
        { status: 'finished', ngo: 'amal', country: 'PS', language: 'ar', inCharge: ['finance@demo.test'] },
        { status: 'unfinished', ngo: 'tamkeen', country: 'PS', language: 'mixed', inCharge: ['finance@demo.test'] },
        { status: 'stopped', ngo: 'yasmin', country: 'PS', language: 'en', inCharge: ['grants@demo.test'] },
      ],
    },
  ],
  CRF: [
    {
      grant: 'Emergency Shelter in Sudan',
      proposals: [
        { status: 'submitted', ngo: 'darfur', country: 'SD', language: 'en', inCharge: ['admin@other.test'] },
        { status: 'underNegotiation', ngo: 'darfur', country: 'SD', language: 'ar', inCharge: ['admin@other.test'] },
        { status: 'accepted', ngo: 'darfur', country: 'TD', language: 'en', inCharge: ['admin@other.test'] },
        { status: 'rejected', ngo: 'rafidain', country: 'SD', language: 'mixed', inCharge: [] },
      ],
    },
    {
      grant: 'Primary Health Care in Yemen',
      proposals: [
        { status: 'ongoing', ngo: 'hadramout', country: 'YE', language: 'ar', inCharge: ['admin@other.test'] },
        { status: 'finished', ngo: 'hadramout', country: 'YE', language: 'en', inCharge: ['admin@other.test'] },
        { status: 'unfinished', ngo: 'hadramout', country: 'YE', language: 'ar', inCharge: ['admin@other.test'] },
        { status: 'stopped', ngo: 'hadramout', country: 'YE', language: 'mixed', inCharge: ['admin@other.test'] },
      ],
    },
    {
      grant: 'Cash Assistance for Displaced Families',
      proposals: [
        { status: 'submitted', ngo: 'rafidain', country: 'IQ', language: 'en', inCharge: [] },
        { status: 'draft', ngo: 'yasmin', country: 'SY', language: 'ar', inCharge: [] },
        { status: 'underNegotiation', ngo: 'rafidain', country: 'IQ', language: 'mixed', inCharge: ['admin@other.test'] },
        { status: 'ongoing', ngo: 'yasmin', country: 'SY', language: 'en', inCharge: ['admin@other.test'] },
      ],
    },
    {
      grant: 'Mother and Child Health in Somalia',
      proposals: [
        { status: 'submitted', ngo: 'hiiraan', country: 'SO', language: 'ar', inCharge: ['admin@other.test'] },
        { status: 'accepted', ngo: 'hiiraan', country: 'DJ', language: 'en', inCharge: ['admin@other.test'] },
      ],
    },
  ],
};

function dayFromToday(days: number): string {
  return formatISO(addDays(new Date(), days), { representation: 'date' });
}

/** The organisations with their contacts and due-diligence papers (one expired); answers their ids by key. */
async function seedDemoNgos(db: Db, files: DemoFileStore): Promise<Map<string, number>> {
  // One hash for every partner user: they share the demo password, and hashing is deliberately slow.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const countries = await db.selectFrom('countries').select(['id', 'code']).execute();
  const countryId = new Map(countries.map((row) => [row.code, row.id]));
  const papers = new Map(
    await Promise.all(
      Object.entries(NGO_DOCUMENT_PDF_TITLES).map(
        async ([kind, title]) =>
          [kind, await files.pdf(`ngo-document:${kind}`, { title, subtitle: 'Certified copy held on file', lines: ['Issued to the organisation named on its registration.'] })] as const,
      ),
    ),
  );
  const ids = new Map<string, number>();
  for (const [position, ngo] of DEMO_NGOS.entries()) {
    const { id } = await db
      .insertInto('ngos')
      .values({
        name: ngo.name,
        // The demo names carry both languages ("English / العربية", or the other way round); the Arabic half is also
        // the Arabic name (migration 015).
        name_ar: ngo.name.split(' / ').find((part) => /[\u0600-\u06FF]/.test(part)) ?? null,
        shortcut: ngo.shortcut,
        description: ngo.description,
        country_id: countryId.get(ngo.country) ?? null,
        email: ngo.email,
        phone: ngo.phone,
        website: ngo.website,
        // Registered over the last years, in the order listed.
        created_at: new Date(Date.now() - (DEMO_NGOS.length - position) * 97 * 86_400_000).toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.set(ngo.key, id);
    await db.insertInto('ngo_contacts').values(ngo.contacts.map((contact) => ({ ngo_id: id, ...contact }))).execute();
    await db
      .insertInto('users')
      .values(
        ngo.users.map((user) => ({
          donor_id: null,
          ngo_id: id,
          ngo_role: user.role,
          name: user.name,
          email: user.email,
          password_hash: passwordHash,
          active: 1,
          token_version: 0,
          created_at: new Date(Date.now() - (DEMO_NGOS.length - position) * 97 * 86_400_000).toISOString(),
        })),
      )
      .execute();
    await db
      .insertInto('ngo_due_diligences')
      .values(
        ngo.documents.map((document) => {
          const name = NGO_DOCUMENT_NAMES[document.kind][ngo.language];
          return {
            ngo_id: id,
            name,
            file_name: `${document.kind.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}.pdf`,
            stored_name: papers.get(document.kind)?.stored_name ?? null,
            issued_on: dayFromToday(-document.issuedDaysAgo),
            expires_on: document.expiresInDays === null ? null : dayFromToday(document.expiresInDays),
          };
        }),
      )
      .execute();
  }
  return ids;
}

/** Runs after the grants. One transaction; proposals are written oldest first, so ids and codes follow time. */
export async function seedDemoProposals(db: Db, files: FileStorage): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const session = new DemoSession(new DemoFileStore(files, trx));
    const ngoIds = await seedDemoNgos(trx, session.files);
    const specs: (DemoProposalSpec & { createdAt: number })[] = [];
    let index = 0;
    for (const [shortcut, grants] of Object.entries(DEMO_PROPOSALS)) {
      const donor = await trx.selectFrom('donors').select('id').where('shortcut', '=', shortcut).executeTakeFirstOrThrow();
      const [grantRows, users] = await Promise.all([
        trx.selectFrom('grants').select(['id', 'title']).where('donor_id', '=', donor.id).execute(),
        trx.selectFrom('users').select(['id', 'email']).where('donor_id', '=', donor.id).execute(),
      ]);
      const userId = new Map(users.map((user) => [user.email, user.id]));
      for (const planned of grants) {
        const grant = grantRows.find((row) => row.title.includes(planned.grant));
        if (!grant) throw new Error(`demo proposals: no grant "${planned.grant}" for ${shortcut}`);
        const facts = await session.grant(trx, grant.id);
        for (const proposal of planned.proposals) {
          const ngoId = ngoIds.get(proposal.ngo);
          if (ngoId === undefined) throw new Error(`demo proposals: no organisation "${proposal.ngo}"`);
          specs.push({
            grantId: grant.id,
            ngoId,
            status: proposal.status,
            index,
            language: proposal.language,
            countryCode: proposal.country,
            inCharge: proposal.inCharge.flatMap((email) => userId.get(email) ?? []),
            createdAt: timelineOf(proposal.status, index, facts).created.getTime(),
          });
          index += 1;
        }
      }
    }
    const pending = new PendingRows();
    for (const spec of specs.toSorted((a, b) => a.createdAt - b.createdAt)) await writeDemoProposal(trx, session, pending, spec);
    await pending.flush(trx);
  });
}

export type SubmitDemoProposalOptions = { grantId: number; ngoId?: number; status?: ProposalStatus; title?: string; variant?: number };

const LANGUAGES: ProposalLanguage[] = ['en', 'ar', 'mixed'];

/**
 * Adds ONE complete proposal to a published (or closed) grant, as an organisation submitting it would: nobody at the
 * funder is in charge of a draft or a fresh submission yet; a proposal further along is in the hands of the
 * grant's manager. Without an organisation, one of the demo's answers (they are added first when there are none).
 * Draft grants answer 409 wrongStatus, unknown ones 404. Answers the new proposal's id.
 */
export async function submitDemoProposal(db: Db, files: FileStorage, options: SubmitDemoProposalOptions): Promise<number> {
  const write = async (trx: Db) => {
    const session = new DemoSession(new DemoFileStore(files, trx));
    const grant = await session.grant(trx, options.grantId);
    const variant = options.variant ?? (await countProposals(trx, grant.donor_id));
    const status = options.status ?? 'submitted';
    const pending = new PendingRows();
    const id = await writeDemoProposal(trx, session, pending, {
      grantId: grant.id,
      ngoId: options.ngoId ?? (await someNgo(trx, session, variant)),
      status,
      index: variant,
      language: LANGUAGES[variant % LANGUAGES.length] ?? 'en',
      inCharge: status === 'draft' || status === 'submitted' ? [] : grant.managers.slice(0, 1),
      title: options.title,
    });
    await pending.flush(trx);
    await seedTrackingOfProposal(trx, files, id);
    return id;
  };
  return db.isTransaction ? write(db) : db.transaction().execute(write);
}

async function countProposals(db: Db, donorId: number): Promise<number> {
  const row = await db.selectFrom('proposals').select((eb) => eb.fn.countAll<string | number>().as('n')).where('donor_id', '=', donorId).executeTakeFirst();
  return Number(row?.n ?? 0);
}

async function someNgo(db: Db, session: DemoSession, variant: number): Promise<number> {
  let ngos = await db.selectFrom('ngos').select('id').orderBy('id').execute();
  if (!ngos.length) {
    await seedDemoNgos(db, session.files);
    ngos = await db.selectFrom('ngos').select('id').orderBy('id').execute();
  }
  const ngo = ngos[variant % ngos.length];
  if (!ngo) throw new Error('no organisation to submit the demo proposal');
  return ngo.id;
}
