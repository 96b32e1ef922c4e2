import { Button, Dialog, DialogBody, DialogSurface, DialogTitle } from '@fluentui/react-components';
import { msg } from '@lingui/core/macro';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/ui/list/render-with-providers';
import type { OutboxSnapshot } from '../outbox-engine';
import { defineOutboxEditor, type OutboxEditorProps } from '../outbox-editors';
import type { OutboxAction, OutboxRecord } from '../outbox-types';

/** The outbox as the panel reads it: a snapshot the test sets, and the buttons' effects on it. */
const fake = vi.hoisted(() => {
  let snapshot = { userId: 7, records: [], pending: 0, conflicts: [], rejected: [], heldBack: new Map(), leader: true } as unknown as OutboxSnapshot;
  const listeners = new Set<() => void>();
  const get = () => snapshot;
  const set = (records: OutboxRecord[]) => {
    snapshot = {
      ...snapshot,
      records,
      pending: records.filter((one) => one.state === 'queued').length,
      conflicts: records.filter((one) => one.state === 'conflict'),
      rejected: records.filter((one) => one.state === 'rejected'),
    };
    for (const listener of listeners) listener();
  };
  return {
    get,
    set,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    discard: (key: string) => Promise.resolve(set(snapshot.records.filter((one) => one.key !== key))),
  };
});

vi.mock('../outbox', async () => {
  const { useSyncExternalStore } = await import('react');
  const { outboxActionFor } = await import('../outbox-actions');
  return {
    outboxActionFor,
    useOutboxSnapshot: () => useSyncExternalStore(fake.subscribe, fake.get),
    discardRecord: vi.fn(fake.discard),
    retryRecord: vi.fn(() => Promise.resolve()),
    reapplyRecord: vi.fn(() => Promise.resolve()),
  };
});

const { OutboxPanel } = await import('./outbox-panel');
const { defineOutboxAction } = await import('../outbox-actions');

type Acceptance = { title: string; fileName: string; installments: number[] };

const acceptance: OutboxAction<Acceptance, unknown> = defineOutboxAction<Acceptance, unknown>({
  type: 'test.panel.accept',
  entity: 'proposal',
  request: () => ({ method: 'POST', path: '/accept' }),
  invalidates: () => [],
  describe: ({ title }) => msg`Accept the proposal "${title}"`,
});

const comment = defineOutboxAction<{ content: string }, unknown>({
  type: 'test.panel.comment',
  entity: 'negotiation',
  request: () => ({ method: 'POST', path: '/comment' }),
  invalidates: () => [],
  describe: ({ content }) => msg`Comment "${content}"`,
});

/** An editor like the real ones: a dialog over the drawer, prefilled from the record's payload. */
function AcceptanceEditor({ record, onClose }: OutboxEditorProps<Acceptance>) {
  return (
    <Dialog open onOpenChange={(_, data) => (data.open ? undefined : onClose())}>
      <DialogSurface aria-label="Correct the acceptance">
        <DialogBody>
          <DialogTitle>Correct the acceptance</DialogTitle>
          <p>File: {record.payload.fileName}</p>
          <p>Installments: {record.payload.installments.join(' / ')}</p>
          <Button onClick={onClose}>Close editor</Button>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
defineOutboxEditor(acceptance, () => Promise.resolve(AcceptanceEditor));

function aRecord(overrides: Partial<OutboxRecord>): OutboxRecord {
  return {
    key: 'k1',
    type: acceptance.type,
    entity: 'proposal',
    entityId: 5,
    baseVersion: 3,
    payload: { title: 'Wells for Mafraq', fileName: 'notes.pdf', installments: [60, 40] },
    createdAt: 1,
    attempts: 1,
    state: 'rejected',
    nextAttemptAt: 0,
    userId: 7,
    ...overrides,
  };
}

const refusedFile = aRecord({
  error: { status: 400, message: 'Some of the data you sent is not valid.', fields: { agreement: ['Agreement document must be a PDF'] } },
});

describe('Pending changes', () => {
  beforeEach(() => fake.set([]));

  it('opens a refused change in its editor, prefilled with what was queued, instead of sending it again as it was', async () => {
    const user = userEvent.setup();
    fake.set([refusedFile]);
    renderWithProviders(<OutboxPanel open onClose={vi.fn()} />);
    const [item] = within(screen.getByRole('region', { name: 'Rejected' })).getAllByRole('listitem');
    if (!item) throw new Error('no rejected change shown');
    expect(item.textContent).toContain('Agreement document must be a PDF');
    expect(item.textContent).toContain('Correct it and send it again, or discard it.');
    expect(within(item).queryByRole('button', { name: 'Try again' })).toBeNull();

    await user.click(within(item).getByRole('button', { name: 'Edit and send again' }));
    const editor = await screen.findByRole('dialog', { name: 'Correct the acceptance' });
    expect(editor.textContent).toContain('File: notes.pdf');
    expect(editor.textContent).toContain('Installments: 60 / 40');
  });

  it('keeps Try again for a refusal that may pass later, and offers only Discard without an editor', () => {
    fake.set([aRecord({ key: 'k2', type: comment.type, entity: 'negotiation', payload: { content: 'Split the line' }, error: { status: 403, message: 'Forbidden' } })]);
    renderWithProviders(<OutboxPanel open onClose={vi.fn()} />);
    const item = within(screen.getByRole('region', { name: 'Rejected' })).getByRole('listitem');
    expect(item.textContent).toContain('You are no longer allowed to make this change');
    expect(item.textContent).not.toContain('Forbidden');
    expect(within(item).getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(within(item).queryByRole('button', { name: 'Edit and send again' })).toBeNull();
  });

  it('says what a conflict means instead of the status line', () => {
    fake.set([aRecord({ state: 'conflict', error: { status: 412, message: 'Precondition Failed' }, current: { version: 4 } })]);
    renderWithProviders(<OutboxPanel open onClose={vi.fn()} />);
    const item = within(screen.getByRole('region', { name: 'Conflicts' })).getByRole('listitem');
    expect(item.textContent).toContain('Someone changed this proposal after you opened it. Keep your change on top of theirs, or discard yours.');
    expect(item.textContent).not.toContain('Precondition Failed');
  });

  it('still closes with Escape after a change was discarded (focus stays in the drawer)', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    fake.set([refusedFile, aRecord({ key: 'k3', state: 'queued', error: undefined, attempts: 0 })]);
    renderWithProviders(<OutboxPanel open onClose={onClose} />);
    const drawer = screen.getByRole('dialog', { name: 'Pending changes' });

    await user.click(within(drawer).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Rejected' })).toBeNull());
    await waitFor(() => expect(drawer.contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });

  it('still closes with Escape after the last change was discarded', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    fake.set([refusedFile]);
    renderWithProviders(<OutboxPanel open onClose={onClose} />);

    await user.click(screen.getByRole('button', { name: 'Discard' }));
    await screen.findByText('All your changes are saved.');
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });
});
