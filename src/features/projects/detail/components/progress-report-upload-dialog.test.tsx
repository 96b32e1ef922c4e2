import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Project } from '#contract/projects';
import { renderWithProviders } from '@/ui/list/render-with-providers';
import { ProgressReportUploadDialog } from './progress-report-upload-dialog';

const queueAddProgressReport = vi.hoisted(() => vi.fn((..._args: unknown[]) => Promise.resolve({ key: 'queued' })));
vi.mock('../../api/add-progress-report', () => ({ queueAddProgressReport }));

const project = { id: 8, proposal_id: 5, title: 'Wells for Mafraq', start_date: '2026-03-01', end_date: '2027-02-28' } as Project;

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });
}

/** Types a YYYY-MM-DD date into a date field (the picker is loaded on demand) and leaves it. */
async function fillDate(label: string, value: string) {
  const input = await screen.findByRole('combobox', { name: new RegExp(`^${label}`) });
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}

describe('ProgressReportUploadDialog', { timeout: 20_000 }, () => {
  it('refuses an empty form, a period outside the project and a spreadsheet, and queues nothing', async () => {
    renderWithProviders(<ProgressReportUploadDialog project={project} onClose={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Title is required')).toBeTruthy();
    expect(screen.getByText('File is required')).toBeTruthy();

    fill('Title', 'Q1 narrative');
    await fillDate('Period start', '2026-02-01');
    await fillDate('Period end', '2026-05-31');
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    const sheet = new File(['PK'], 'q1.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
    fireEvent.change(input, { target: { files: [sheet] } });
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Period start should be greater than or equal to 2026-03-01!')).toBeTruthy();
    expect(screen.getByText('File must be a PDF, a Word document (DOCX) or a PNG or JPEG scan')).toBeTruthy();
    expect(queueAddProgressReport).not.toHaveBeenCalled();
  });

  it('queues a valid report with its file and closes', async () => {
    const onClose = vi.fn();
    renderWithProviders(<ProgressReportUploadDialog project={project} onClose={onClose} />);
    fill('Title', 'Q1 financial');
    fireEvent.click(screen.getByRole('radio', { name: 'Financial' }));
    await fillDate('Period start', '2026-03-01');
    await fillDate('Period end', '2026-05-31');
    const pdf = new File(['%PDF-1.7'], 'q1.pdf', { type: 'application/pdf' });
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    fireEvent.change(input, { target: { files: [pdf] } });
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(queueAddProgressReport).toHaveBeenCalledWith(
      project,
      { title: 'Q1 financial', kind: 'financial', period_start: '2026-03-01', period_end: '2026-05-31' },
      pdf,
    );
  });
});
