import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PartnerProposalDueDiligence } from '#contract/partner-proposals';
import { renderWithProviders } from '@/ui/list/render-with-providers';
import type { LibraryDocument } from './due-diligence-rules';
import { DueDiligencesForm } from './due-diligences-form';

const today = new Date('2026-06-15T10:00:00');
// A typed document is named after its type (the upload names it so, decision 196); an older paper keeps its own name.
const library: LibraryDocument[] = [
  { id: 1, type_id: 10, name: 'Registration certificate', file_name: 'registration.pdf', expires_on: '2027-01-01' },
  { id: 2, type_id: null, name: 'Audited accounts 2024', file_name: 'audit-2024.pdf', expires_on: '2026-06-14' },
  { id: 3, type_id: 11, name: 'Audited accounts', file_name: 'audit-2025.pdf', expires_on: '2027-06-30' },
];
const required: PartnerProposalDueDiligence[] = [
  { due_diligence_id: 10, name: 'Registration certificate', document: null },
  {
    due_diligence_id: 11,
    name: 'Audited accounts',
    document: { id: 2, name: 'Audited accounts 2024', file_name: 'audit-2024.pdf', expires_on: '2026-06-14', expired: true },
  },
];

const offered = (name: string) =>
  within(screen.getByRole('combobox', { name }))
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('the due-diligences editor', () => {
  it('flags an attached document that has expired and does not offer it', () => {
    renderWithProviders(<DueDiligencesForm required={required} library={library} today={today} readOnly={false} onSave={vi.fn()} />);
    const row = screen.getByRole('combobox', { name: 'Document for Audited accounts' }).closest('tr') as HTMLElement;
    expect(within(row).getByText('Expired')).toBeTruthy();
    const expired = within(screen.getByRole('combobox', { name: 'Document for Registration certificate' })).getByRole('option', {
      name: 'Audited accounts 2024 – audit-2024.pdf (expired)',
    }) as HTMLOptionElement;
    expect(expired.disabled).toBe(true);
    expect(screen.getByText(/2 required due diligences have no valid document yet/)).toBeTruthy();
  });

  it('offers for each due diligence only the documents of a type of its name and those without a type', () => {
    renderWithProviders(<DueDiligencesForm required={required} library={library} today={today} readOnly={false} onSave={vi.fn()} />);
    expect(offered('Document for Registration certificate')).toEqual([
      'No document',
      'Registration certificate – registration.pdf',
      'Audited accounts 2024 – audit-2024.pdf (expired)',
    ]);
    expect(offered('Document for Audited accounts')).toEqual([
      'No document',
      'Audited accounts 2024 – audit-2024.pdf (expired)',
      'Audited accounts – audit-2025.pdf',
    ]);
  });

  it('saves the picks of valid documents only', async () => {
    const onSave = vi.fn().mockResolvedValue(null);
    renderWithProviders(<DueDiligencesForm required={required} library={library} today={today} readOnly={false} onSave={onSave} />);
    fireEvent.change(screen.getByRole('combobox', { name: 'Document for Registration certificate' }), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith([{ due_diligence_id: 10, document_id: 1 }]));
  });

  it('sends a pick undone after a save, since the proposal now has the saved one', async () => {
    const onSave = vi.fn().mockResolvedValue(null);
    renderWithProviders(<DueDiligencesForm required={required} library={library} today={today} readOnly={false} onSave={onSave} />);
    const picker = screen.getByRole('combobox', { name: 'Document for Registration certificate' });
    fireEvent.change(picker, { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    fireEvent.change(picker, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenLastCalledWith([{ due_diligence_id: 10, document_id: null }]));
  });
});
