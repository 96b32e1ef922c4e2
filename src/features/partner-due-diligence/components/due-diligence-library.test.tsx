import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DueDiligenceTypeOption, PartnerDueDiligence } from '#contract/partner-due-diligence';
import { ApiError } from '@/lib/api-error';
import { renderWithRouter } from '@/ui/list/render-with-router';
import { dueDiligenceKeys } from '../api/due-diligence-keys';
import { DueDiligenceLibrary } from './due-diligence-library';

const server = vi.hoisted(() => ({
  uploads: [] as FormData[],
  deletions: [] as string[],
  deleteRefusal: null as ApiError | null,
}));
vi.mock('@/lib/upload', () => ({
  apiUpload: (_path: string, options: { multipart: FormData }) => {
    server.uploads.push(options.multipart);
    return Promise.resolve({ id: 99, type_id: 4, name: 'Audited accounts', file_name: 'audit.pdf', url: null, issued_on: '2026-01-10', expires_on: null, expired: false, reviews: [] });
  },
}));
vi.mock('@/lib/http', async (original) => ({
  ...(await original<typeof import('@/lib/http')>()),
  api: (path: string, options: { method?: string } = {}) => {
    if (options.method !== 'DELETE') return new Promise(() => undefined);
    server.deletions.push(path);
    return server.deleteRefusal ? Promise.reject(server.deleteRefusal) : Promise.resolve({ id: 2 });
  },
}));

const documents: PartnerDueDiligence[] = [
  {
    id: 1,
    type_id: 3,
    name: 'Registration certificate',
    file_name: 'registration.pdf',
    url: '/api/files/reg.pdf',
    issued_on: '2024-01-10',
    expires_on: '2026-03-01',
    expired: true,
    reviews: [{ donor_name: 'Al Noor Fund', status: 'returned', comment: 'The stamp is unreadable.', reviewed_at: '2026-03-02T10:00:00.000Z' }],
  },
  {
    id: 2,
    type_id: 4,
    name: 'Audited accounts',
    file_name: 'audit-2025.pdf',
    url: '/api/files/audit.pdf',
    issued_on: '2025-04-01',
    expires_on: null,
    expired: false,
    reviews: [{ donor_name: 'Crescent Relief', status: 'accepted', comment: null, reviewed_at: '2026-03-05T10:00:00.000Z' }],
  },
];
const types: DueDiligenceTypeOption[] = [
  { id: 3, name: 'Registration certificate' },
  { id: 4, name: 'Audited accounts' },
];
const cached = [
  [dueDiligenceKeys.library(), documents],
  [dueDiligenceKeys.types(), types],
] as const;

/** Types a YYYY-MM-DD date into a date field (the picker is loaded on demand) and leaves it. */
async function fillDate(label: string, value: string) {
  const input = await screen.findByRole('combobox', { name: new RegExp(`^${label}`) });
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}

describe('DueDiligenceLibrary', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 2, 15, 12, 0, 0));
    server.uploads.length = 0;
    server.deletions.length = 0;
    server.deleteRefusal = null;
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('flags an expired document and each funder’s review, returned ones with their comment', async () => {
    await renderWithRouter(<DueDiligenceLibrary canManage={false} />, { cached: [...cached] });
    const rows = screen.getAllByRole('row').slice(1);
    const first = within(rows[0] as HTMLElement);
    expect(first.getByText('Expired')).toBeTruthy();
    expect(first.getByText('Returned · Al Noor Fund')).toBeTruthy();
    expect(first.getByText('The stamp is unreadable.')).toBeTruthy();
    const second = within(rows[1] as HTMLElement);
    expect(second.getByText('Does not expire')).toBeTruthy();
    expect(second.getByText('Accepted · Crescent Relief')).toBeTruthy();
    expect(second.queryByText('Expired')).toBeNull();
    expect(screen.getByRole('link', { name: 'registration.pdf' }).getAttribute('href')).toBe('/api/files/reg.pdf');
  });

  it('offers a member no way to add or delete', async () => {
    await renderWithRouter(<DueDiligenceLibrary canManage={false} />, { cached: [...cached] });
    expect(screen.queryByRole('button', { name: 'Add a document' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull();
  });

  it('refuses an incomplete upload and an expiry not after the issue date, sending nothing', async () => {
    await renderWithRouter(<DueDiligenceLibrary canManage />, { cached: [...cached] });
    fireEvent.click(screen.getByRole('button', { name: 'Add a document' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await within(dialog).findByText('Type is required')).toBeTruthy();
    expect(within(dialog).getByText('Issue date is required')).toBeTruthy();
    expect(within(dialog).getByText('File is required')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('combobox', { name: /^Type/ }), { target: { value: '4' } });
    await fillDate('Issue date', '2026-01-10');
    await fillDate('Expiry date', '2026-01-10');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await within(dialog).findByText('Expiry date must be after Issue date')).toBeTruthy();
    expect(server.uploads).toEqual([]);
  });

  it('uploads the type, the dates and the file, and lists the new document', async () => {
    await renderWithRouter(<DueDiligenceLibrary canManage />, { cached: [...cached] });
    fireEvent.click(screen.getByRole('button', { name: 'Add a document' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('combobox', { name: /^Type/ }), { target: { value: '4' } });
    await fillDate('Issue date', '2026-01-10');
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    const pdf = new File(['%PDF-1.7'], 'audit.pdf', { type: 'application/pdf' });
    fireEvent.change(input, { target: { files: [pdf] } });
    // The date picker's popup, opened by typing, hides the rest from the accessibility tree until it closes.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upload', hidden: true }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [sent] = server.uploads;
    expect(sent?.get('type')).toBe('4');
    expect(sent?.get('issued_on')).toBe('2026-01-10');
    expect(sent?.get('expires_on')).toBe('');
    expect((sent?.get('file') as File | null)?.name).toBe('audit.pdf');
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(4));
  });

  it('keeps a document a submitted proposal holds, saying why in the confirmation', async () => {
    server.deleteRefusal = new ApiError(400, { Message: "Cannot delete this item because it's related to other data." }, 'related');
    await renderWithRouter(<DueDiligenceLibrary canManage />, { cached: [...cached] });
    fireEvent.click(screen.getByRole('button', { name: 'Delete Audited accounts' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText(/related/)).toBeTruthy();
    expect(server.deletions).toEqual(['/PartnerOrganisation/DueDiligence/2']);
    expect(screen.getAllByRole('row')).toHaveLength(3);
  });
});
