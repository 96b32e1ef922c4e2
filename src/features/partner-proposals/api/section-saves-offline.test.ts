// @vitest-environment node
// The outbox keeps its records in IndexedDB: src/test/offline-outbox.ts runs them on fake-indexeddb (decision 073).
import { describe, expect, it } from 'vitest';
import { PROPOSAL_PAGES, type ProposalPageSlug } from '#contract/enums';
import { IDEMPOTENCY_KEY_HEADER, IF_MATCH_HEADER } from '#contract/outbox';
import type { PartnerProposal } from '#contract/partner-proposals';
import { until } from '@/offline/outbox-test-kit';
import { offlineOutbox, recordingTransport } from '@/test/offline-outbox';
import { partnerProposalKeys } from './partner-proposal-keys';
import { saveSectionAction, type SectionSavePayload } from './section-actions';

const answer = {
  id: 8,
  version: 5,
  completeness: Object.fromEntries(PROPOSAL_PAGES.map((page) => [page, false])) as Record<ProposalPageSlug, boolean>,
  status: 'draft',
  title: 'Wells for Mafraq',
} as PartnerProposal;

const background: SectionSavePayload<'Background'> = {
  proposalId: 8,
  name: 'Background',
  content: { problem_statement: 'Dry wells', context: 'Mafraq', justification: 'Ten years there', previous_experience: '', sustainability: '' },
};
const otherInfo: SectionSavePayload<'OtherInfo'> = {
  proposalId: 8,
  name: 'OtherInfo',
  content: { gender: 'Women run the water committees', environment: '', protection: '', exit_strategy: '', additional: '' },
};

describe('proposal pages written offline', () => {
  const outbox = offlineOutbox();

  it('stay queued through a reload, then go once each, in order, the second on the version the first brought', async () => {
    const offline = recordingTransport(answer);
    const before = outbox.open({ transport: offline.transport, isOnline: () => false });
    before.engine.start();
    await before.engine.enqueue(saveSectionAction, { entityId: 8, baseVersion: 4, payload: background });
    await before.engine.enqueue(saveSectionAction, { entityId: 8, baseVersion: 4, payload: otherInfo });
    const keys = before.engine.snapshot().records.map((record) => record.key);
    expect(keys).toHaveLength(2);
    before.engine.stop();
    (await before.connection).close();

    // The page is opened again, online: the queued saves are still on the device and are sent.
    const online = recordingTransport(answer);
    const after = outbox.open({ transport: online.transport, isOnline: () => true });
    after.engine.start();
    await after.engine.wake({ reconnected: true });
    await until(() => online.sent.length === 2 && after.engine.snapshot().records.length === 0);

    expect(offline.sent).toHaveLength(0);
    expect(online.sent.map(({ request }) => request.path)).toEqual(['/PartnerProposal/8/Background', '/PartnerProposal/8/OtherInfo']);
    expect(online.sent.map(({ headers }) => headers[IDEMPOTENCY_KEY_HEADER])).toEqual(keys);
    expect(online.sent.map(({ headers }) => headers[IF_MATCH_HEADER])).toEqual(['4', '5']);
    expect(after.queryClient.getQueryData(partnerProposalKeys.section(8, 'OtherInfo'))).toEqual(otherInfo.content);
  });
});
