// @vitest-environment node
// Node's File clones into fake IndexedDB as a browser's does; jsdom's cannot (src/test/offline-outbox.ts).
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_HEADER, IF_MATCH_HEADER } from '#contract/outbox';
import type { ProgressReport } from '#contract/project-tracking';
import { until } from '@/offline/outbox-test-kit';
import { offlineOutbox, recordingTransport } from '@/test/offline-outbox';
import { onMessage, type Message } from '@/ui/toasts/message-bus';
import { addProgressReportAction } from './add-progress-report';
import { progressReportsKey } from './get-progress-reports';

const answer: ProgressReport = {
  id: 41,
  project_id: 8,
  title: 'Q1 financial',
  kind: 'financial',
  period_start: '2026-03-01',
  period_end: '2026-05-31',
  file_name: 'q1-financial.pdf',
  url: '/api/files/abc.pdf',
  mime_type: 'application/pdf',
  size: 17,
  uploaded_by: { id: 7, name: 'Amal', ngo_user: false },
  created_at: '2026-06-02T09:00:00.000Z',
  status: 'accepted',
  review_comment: null,
  reviewed_at: null,
  reviewed_by: null,
  replaces_id: null,
  replaced_by_id: null,
};

describe('a progress report uploaded offline', () => {
  const outbox = offlineOutbox();

  it('keeps its file in IndexedDB across a reload and uploads it once, without If-Match, when the connection is back', async () => {
    const { sent, transport } = recordingTransport(answer);
    let online = false;
    const toasts: Message[] = [];
    const stopListening = onMessage((message) => toasts.push(message));
    const queryClient = new QueryClient();
    queryClient.setQueryData(progressReportsKey(8), []);
    const engineOf = () => outbox.open({ transport, queryClient, isOnline: () => online });

    const first = engineOf();
    first.engine.start();
    await first.engine.enqueue(addProgressReportAction, {
      entityId: 8,
      baseVersion: null,
      payload: {
        projectId: 8,
        proposalId: 5,
        title: 'Wells for Mafraq',
        report: { title: 'Q1 financial', kind: 'financial', period_start: '2026-03-01', period_end: '2026-05-31' },
        file: new File(['%PDF-1.7 figures'], 'q1-financial.pdf', { type: 'application/pdf' }),
        fileName: 'q1-financial.pdf',
        fileType: 'application/pdf',
        fileSize: 16,
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
    expect(headers[IDEMPOTENCY_KEY_HEADER]).toBeTruthy();
    // A report does not change the project's version: nothing to match, nothing to make stale.
    expect(headers[IF_MATCH_HEADER]).toBeUndefined();
    const form = request.form;
    if (!form) throw new Error('not a multipart request');
    const file = form.get('file');
    expect(await (file as Blob).text()).toBe('%PDF-1.7 figures');
    expect((file as File).name).toBe('q1-financial.pdf');
    expect(form.get('title')).toBe('Q1 financial');
    expect(form.get('kind')).toBe('financial');
    // The answer joins the list at once; the toast says the server has it.
    expect(queryClient.getQueryData<ProgressReport[]>(progressReportsKey(8))).toEqual([answer]);
    expect(toasts).toContainEqual({ intent: 'success', text: 'The progress report "Q1 financial" was uploaded.' });
    stopListening();
  });
});
