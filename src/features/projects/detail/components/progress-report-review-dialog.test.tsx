import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ProgressReport } from '#contract/project-tracking';
import type { Project } from '#contract/projects';
import { renderWithProviders } from '@/ui/list/render-with-providers';
import { ProgressReportReviewDialog } from './progress-report-review-dialog';

const queueReviewProgressReport = vi.hoisted(() => vi.fn((..._args: unknown[]) => Promise.resolve({ key: 'queued' })));
vi.mock('../../api/review-progress-report', () => ({ queueReviewProgressReport }));

const project = { id: 8, proposal_id: 5, title: 'Wells for Mafraq' } as Project;
const report = { id: 31, title: 'First quarter', status: 'submitted' } as ProgressReport;

describe('ProgressReportReviewDialog', { timeout: 20_000 }, () => {
  it('will not return a report without saying what to correct', async () => {
    renderWithProviders(<ProgressReportReviewDialog project={project} report={report} decision="returned" onClose={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Return' }));
    expect(await screen.findByText(/comment is required/i)).toBeTruthy();
    expect(queueReviewProgressReport).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('What should the organisation correct?', { exact: false }), { target: { value: 'Add the attendance figures.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Return' }));
    await waitFor(() => expect(queueReviewProgressReport).toHaveBeenCalledWith(project, report, 'returned', 'Add the attendance figures.'));
  });

  it('accepts a report without a comment', async () => {
    queueReviewProgressReport.mockClear();
    renderWithProviders(<ProgressReportReviewDialog project={project} report={report} decision="accepted" onClose={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(queueReviewProgressReport).toHaveBeenCalledWith(project, report, 'accepted', null));
  });
});
