import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/http';
import { renderWithProviders } from '@/ui/list/render-with-providers';
import { DueDiligenceFormDialog } from './due-diligence-form-dialog';

vi.mock('@/lib/http', () => ({ api: vi.fn() }));

describe('DueDiligenceFormDialog', () => {
  afterEach(() => {
    cleanup();
    vi.mocked(api).mockReset();
  });

  it('says "Name is required" and sends nothing without a name', async () => {
    renderWithProviders(<DueDiligenceFormDialog onClose={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(api).not.toHaveBeenCalled();
  });

  it('renames a type with PUT /DueDiligence/{id}', async () => {
    vi.mocked(api).mockResolvedValue({});
    const onClose = vi.fn();
    const item = { id: 4, name: 'Audit', created_at: '2026-01-01T00:00:00Z', grants_count: 0 };
    renderWithProviders(<DueDiligenceFormDialog item={item} onClose={onClose} />);
    fireEvent.change(screen.getByRole('textbox', { name: /Name/ }), { target: { value: 'Audited accounts' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api).toHaveBeenCalledWith('/DueDiligence/4', { method: 'PUT', json: { name: 'Audited accounts' } });
  });
});
