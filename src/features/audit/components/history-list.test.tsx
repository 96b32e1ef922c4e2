import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '#contract/audit';
import { renderWithProviders } from '@/ui/list/render-with-providers';
import { HistoryList } from './history-list';

/** Local times, so the expected "10:42" holds in any time zone the tests run in. */
const at = (hours: number, minutes: number) => new Date(2026, 10, 25, hours, minutes).toISOString();

function entry(overrides: Partial<AuditEntry>): AuditEntry {
  return {
    id: 1,
    entity: 'grant',
    entity_id: 7,
    action: 'detailsChanged',
    user_id: 3,
    user_name: 'Nour Saleh',
    title: 'Clean water',
    month: null,
    created_at: at(11, 5),
    queued_at: null,
    changes: [],
    ...overrides,
  };
}

describe('HistoryList', () => {
  it('shows who did what, and each changed field before → after with money and dates formatted', () => {
    renderWithProviders(
      <HistoryList
        label="History of changes"
        entries={[
          entry({
            changes: [
              { field: 'title', from: 'Clean water', to: 'Clean water, phase 2', currency: null },
              { field: 'max_size', from: 5000.25, to: 7000, currency: '$' },
              { field: 'description', from: null, to: 'Wells', currency: null },
            ],
          }),
          entry({ id: 2, action: 'deadlineChanged', changes: [{ field: 'deadline', from: '2026-12-03', to: '2027-01-15', currency: null }] }),
        ]}
      />,
    );
    const [edit, deadline] = within(screen.getByRole('list', { name: 'History of changes' })).getAllByRole('listitem').filter((item) => item.querySelector('time'));
    if (!edit || !deadline) throw new Error('two entries expected');
    expect(within(edit).getByText('Nour Saleh')).toBeTruthy();
    expect(within(edit).getByText('Changed the details')).toBeTruthy();
    const changes = within(within(edit).getByRole('list', { name: 'Changed fields' })).getAllByRole('listitem');
    expect(changes.map((change) => change.getAttribute('aria-label'))).toEqual([
      'Title: Clean water changed to Clean water, phase 2',
      'Maximum size: $ 5,000.250 changed to $ 7,000.000',
      'Description: empty changed to Wells',
    ]);
    expect(changes[0]?.textContent).toBe('Title:Clean water→Clean water, phase 2');
    expect(within(deadline).getByRole('listitem', { name: 'Deadline: 03 Dec, 2026 changed to 15 Jan, 2027' })).toBeTruthy();
    expect(screen.queryByText(/Made offline/)).toBeNull();
  });

  it("names the month of a project's monthly report beside what was done to it", () => {
    renderWithProviders(
      <HistoryList label="History of changes" entries={[entry({ entity: 'project', action: 'monthApproved', month: '2026-03', title: null })]} />,
    );
    const [approved] = within(screen.getByRole('list', { name: 'History of changes' })).getAllByRole('listitem');
    expect(within(approved as HTMLElement).getByText('Approved a monthly report')).toBeTruthy();
    expect(within(approved as HTMLElement).getByText('Mar, 2026')).toBeTruthy();
  });

  it('says when a change was made offline and when it was saved', () => {
    renderWithProviders(<HistoryList label="History of changes" entries={[entry({ queued_at: at(10, 42) })]} />);
    expect(screen.getByText('Made offline at 10:42, saved at 11:05')).toBeTruthy();
  });

  it('names the system for its own changes and gives statuses in words, right to left too', () => {
    renderWithProviders(
      <HistoryList
        label="History of changes"
        entries={[entry({ user_name: null, action: 'statusChanged', changes: [{ field: 'status', from: 'submitted', to: 'underNegotiation', currency: null }] })]}
      />,
      { dir: 'rtl' },
    );
    expect(screen.getByText('System')).toBeTruthy();
    expect(screen.getByRole('listitem', { name: 'Status: Submitted changed to Under negotiation' })).toBeTruthy();
  });

  it('says so when nothing has been recorded', () => {
    renderWithProviders(<HistoryList label="History of changes" entries={[]} />);
    expect(screen.getByText('No changes recorded yet')).toBeTruthy();
  });
});
