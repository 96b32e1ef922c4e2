import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Proposal } from '#contract/proposals';
import { renderWithProviders } from '@/ui/list/render-with-providers';
import { AgreementDialog } from './agreement-dialog';

const queueAcceptProposal = vi.hoisted(() => vi.fn((..._args: unknown[]) => Promise.resolve({ key: 'queued' })));
vi.mock('../api/accept-proposal', () => ({ queueAcceptProposal }));

const proposal = {
  id: 5,
  grant_id: 2,
  title: 'Wells for Mafraq',
  version: 4,
  total_budget: 200_000,
  cur_code: 'USD',
  cur_symbol: '$',
  start_date: '2026-03-01',
  end_date: '2027-08-31',
  duration: { years: 1, months: 6, days: 0 },
  project_id: null,
} as Proposal;

function choose(file: File) {
  fireEvent.change(screen.getByLabelText(/Agreement document/), { target: { files: [file] } });
}

async function addInstallment(percent: string) {
  const form = within(screen.getByRole('region', { name: 'Add an installment' }));
  fireEvent.change(form.getByLabelText(/Percent/), { target: { value: percent } });
  fireEvent.click(form.getByRole('button', { name: 'Add installment' }));
}

// A fullscreen dialog with a table of inputs renders slowly in jsdom; a busy machine needs more than the default 5 s.
describe('AgreementDialog', { timeout: 20_000 }, () => {
  it('accepts only with an agreement and installments totalling 100%, then queues both and closes', async () => {
    const onClose = vi.fn();
    renderWithProviders(<AgreementDialog proposal={proposal} onClose={onClose} />);
    const accept = screen.getByRole('button', { name: 'Accept proposal' });
    expect(screen.getByText(/The project runs from/).textContent).toContain('01 Mar, 2026');
    expect(accept.hasAttribute('disabled')).toBe(true);

    choose(new File(['%PDF-1.7'], 'agreement.pdf', { type: 'application/pdf' }));
    expect(screen.getByText('agreement.pdf')).toBeTruthy();
    expect(accept.hasAttribute('disabled')).toBe(true);

    await addInstallment('60');
    await screen.findByText('installments 1');
    await addInstallment('40');
    await screen.findByText('installments 2');
    await waitFor(() => expect(accept.hasAttribute('disabled')).toBe(false));

    fireEvent.click(accept);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [queuedFor, file, installments] = queueAcceptProposal.mock.calls[0] ?? [];
    expect(queuedFor).toBe(proposal);
    expect((file as File).name).toBe('agreement.pdf');
    expect(installments).toEqual([{ title: 'installments 1', percent: 60 }, { title: 'installments 2', percent: 40 }]);
  });

  it('refuses a file of another type with the contract’s message, naming the agreement document', async () => {
    renderWithProviders(<AgreementDialog proposal={proposal} onClose={vi.fn()} />);
    choose(new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText('Agreement document must be a PDF, a Word document (DOCX) or a PNG or JPEG scan')).toBeTruthy();
    await addInstallment('100');
    await screen.findByText('installments 1');
    expect(screen.getByRole('button', { name: 'Accept proposal' }).hasAttribute('disabled')).toBe(true);
  });
});
