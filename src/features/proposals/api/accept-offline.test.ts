// @vitest-environment node
// IndexedDB keeps Blobs by structured clone: Node's File clones into fake IndexedDB as a browser's does, jsdom's
// cannot, so this test runs in Node (src/test/offline-outbox.ts).
import { describe, expect, it } from 'vitest';
import { IF_MATCH_HEADER } from '#contract/outbox';
import type { Proposal } from '#contract/proposals';
import { until } from '@/offline/outbox-test-kit';
import type { OutboxRequest } from '@/offline/outbox-types';
import { offlineOutbox, recordingTransport } from '@/test/offline-outbox';
import { onMessage, type Message } from '@/ui/toasts/message-bus';
import { acceptProposalAction } from './accept-proposal';

const answer = { id: 5, status: 'accepted', version: 5 } as Proposal;

function formOf(request: OutboxRequest): FormData {
  if (!request.form) throw new Error('not a multipart request');
  return request.form;
}

describe('an acceptance queued offline', () => {
  const outbox = offlineOutbox();

  it('keeps the agreement file in IndexedDB across a reload and uploads it when the connection is back', async () => {
    const { sent, transport } = recordingTransport(answer);
    let online = false;
    const toasts: Message[] = [];
    const stopListening = onMessage((message) => toasts.push(message));
    const engineOf = () => outbox.open({ transport, isOnline: () => online });

    const first = engineOf();
    first.engine.start();
    await first.engine.enqueue(acceptProposalAction, {
      entityId: 5,
      baseVersion: 4,
      payload: {
        proposalId: 5,
        grantId: 2,
        title: 'Wells for Mafraq',
        file: new File(['%PDF-1.7 signed'], 'agreement.pdf', { type: 'application/pdf' }),
        fileName: 'agreement.pdf',
        installments: [
          { title: 'installments 1', percent: 50 },
          { title: 'installments 2', percent: 50 },
        ],
      },
    });
    first.engine.stop();
    (await first.connection).close();
    expect(sent).toHaveLength(0);

    online = true;
    const reloaded = engineOf();
    reloaded.engine.start();
    await until(() => sent.length === 1 && reloaded.engine.snapshot().records.length === 0);
    const [{ request, headers }] = sent as [(typeof sent)[number]];
    expect(headers[IF_MATCH_HEADER]).toBe('4');
    const file = formOf(request).get('file');
    expect(file).toBeInstanceOf(Blob);
    expect(await (file as Blob).text()).toBe('%PDF-1.7 signed');
    // A browser's clone keeps a File's name, Node's gives a plain Blob: the name travels in the payload for that.
    expect((file as File).name).toBe('agreement.pdf');
    expect(JSON.parse(String(formOf(request).get('batches')))).toHaveLength(2);
    // The acceptance shows only once the server has it: the toast says so.
    expect(toasts).toContainEqual({ intent: 'success', text: 'The proposal "Wells for Mafraq" was accepted.' });
    stopListening();
  });
});
