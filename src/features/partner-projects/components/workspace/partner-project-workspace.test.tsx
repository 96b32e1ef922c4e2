import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RequestStatus, TransferStatus } from '#contract/enums';
import type { MonthSummary } from '#contract/monthly-reports';
import type { PartnerProjectWorkspace, WorkspaceInstallment } from '#contract/partner-projects';
import type { ProgressReport, ProjectRisk } from '#contract/project-tracking';
import { renderWithRouter } from '@/ui/list/render-with-router';
import { partnerProjectKeys } from '../../api/partner-project-keys';
import { PartnerProjectWorkspace as Workspace } from './partner-project-workspace';

const month = (value: string, overrides: Partial<MonthSummary> = {}): MonthSummary => ({
  month: value,
  status: 'draft',
  started: false,
  due_date: `${value}-15`,
  overdue: false,
  submitted_at: null,
  reviewed_at: null,
  spent: 0,
  stories: 0,
  ...overrides,
});

function installment(overrides: Partial<WorkspaceInstallment>): WorkspaceInstallment {
  return {
    id: 1,
    title: 'First installment',
    percent: 50,
    amount: 10_000,
    donor_id: 1,
    proposal_id: 17,
    project_id: 4,
    position: 0,
    request_status: null,
    transfer_status: TransferStatus.Pending,
    requested: null,
    transferred_at: null,
    locked: false,
    justification: null,
    files: [],
    transfer_date: null,
    transfer_reference: null,
    received_at: null,
    log: [],
    can_request: false,
    can_confirm_receipt: false,
    ...overrides,
  };
}

const risk: ProjectRisk = {
  id: 9,
  title: 'Road closures',
  description: 'The roads to the camps close in winter',
  category: 'operational',
  likelihood: 3,
  impact: 4,
  score: 12,
  level: 4,
  response_strategy: 'mitigation',
  mitigation: 'Stock supplies before winter',
  owner: 'Logistics',
  isMaterialized: true,
  status: 'open',
  review_date: '2026-05-01',
  version: 3,
  reviewed_at: '2026-03-02T10:00:00.000Z',
  reviewed_by: { id: 12, name: 'Lina Kabbani', ngo_user: true },
};

const returnedReport: ProgressReport = {
  id: 31,
  project_id: 4,
  title: 'First quarter',
  kind: 'narrative',
  period_start: '2026-01-01',
  period_end: '2026-03-31',
  file_name: 'q1.pdf',
  url: '/api/files/q1.pdf',
  mime_type: 'application/pdf',
  size: 2048,
  uploaded_by: { id: 12, name: 'Lina Kabbani', ngo_user: true },
  created_at: '2026-04-02T10:00:00.000Z',
  status: 'returned',
  review_comment: 'Add the attendance figures.',
  reviewed_at: '2026-04-05T10:00:00.000Z',
  reviewed_by: { id: 3, name: 'Grace Staff', ngo_user: false },
  replaces_id: null,
  replaced_by_id: null,
};

function workspaceWith(overrides: Partial<PartnerProjectWorkspace> = {}): PartnerProjectWorkspace {
  const installments = [
    installment({ id: 1, request_status: RequestStatus.Received, transfer_status: TransferStatus.Transferred, can_confirm_receipt: false }),
    installment({ id: 2, title: 'Second installment', position: 1, request_status: RequestStatus.Approved, transfer_status: TransferStatus.Transferred, can_confirm_receipt: true }),
    installment({ id: 3, title: 'Third installment', position: 2, can_request: true }),
  ];
  return {
    project: {
      id: 4,
      proposal_id: 17,
      title: 'Wells for Mafraq',
      code: 'PRP-2026-0017',
      donor_name: 'Horizon Fund',
      grant_title: 'Clean water',
      status: 'ongoing',
      start_date: '2026-01-01',
      end_date: '2026-12-31',
      total_budget: 20_000,
      currency: { code: 'USD', symbol: '$' },
      installments: { total: 3, transferred: 2 },
      created_at: '2026-01-01T09:00:00.000Z',
    },
    indicators: [
      {
        id: 5,
        code: 'I1.1.1',
        title: 'Wells drilled',
        unit: 'well',
        output_title: 'Wells',
        baseline: 0,
        target: 12,
        aggregation: 'sum',
        months: [
          { month: '2026-01', target: 1, actual: 2, female: null, male: null },
          { month: '2026-02', target: 1, actual: null, female: null, male: null },
        ],
      },
    ],
    activities: [],
    budget_lines: [{ id: 7, category: 'Drilling', description: 'Contractor', planned: 8_000, spent: 2_500 }],
    installments,
    risks: [risk],
    progress_reports: [returnedReport],
    months: [month('2026-03'), month('2026-02', { status: 'returned', overdue: true }), month('2026-01', { status: 'approved', started: true })],
    due: { months: [month('2026-02', { status: 'returned', overdue: true }), month('2026-03')], next_installment_id: 3, progress_reports_to_correct: [31] },
    ...overrides,
  };
}

async function renderWorkspace(workspace: PartnerProjectWorkspace) {
  return renderWithRouter(<Workspace projectId={workspace.project.id} />, { cached: [[partnerProjectKeys.detail(workspace.project.id), workspace]] });
}

describe('the partner project workspace', { timeout: 30_000 }, () => {
  afterEach(cleanup);

  it('lists what is due, each month linked to its editor, an overdue one said so', async () => {
    await renderWorkspace(workspaceWith());
    const due = screen.getByRole('list', { name: 'Months to report' });
    const links = within(due).getAllByRole('link', { name: /^Report for/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/partner/projects/4/months/2026-02', '/partner/projects/4/months/2026-03']);
    expect(within(due).getByText('Overdue since 15 Feb, 2026')).toBeTruthy();
    expect(within(due).getByText('Due on 15 Mar, 2026')).toBeTruthy();
    expect(screen.getByText(/The next installment you can request is/).textContent).toContain('Third installment');
    expect(screen.getByText(/returned the progress report/).textContent).toContain('First quarter');
  });

  it('offers Request only on the installment the server allows, and Confirm receipt on the transferred one', async () => {
    await renderWorkspace(workspaceWith());
    expect(screen.getAllByRole('button', { name: /^Request installment/ }).map((button) => button.getAttribute('aria-label'))).toEqual([
      'Request installment Third installment',
    ]);
    expect(screen.getAllByRole('button', { name: /^Confirm receipt/ }).map((button) => button.getAttribute('aria-label'))).toEqual([
      'Confirm receipt of Second installment',
    ]);
  });

  it('asks for a justification before a request is queued', async () => {
    await renderWorkspace(workspaceWith());
    fireEvent.click(screen.getByRole('button', { name: 'Request installment Third installment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request an installment' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send the request' }));
    expect(await within(dialog).findByText('Justification is required')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Request an installment' })).toBeTruthy();
  });

  it('shows the plan with monthly targets and approved actuals, and the spent and remaining of each budget line', async () => {
    await renderWorkspace(workspaceWith());
    const indicators = screen.getByRole('table', { name: /Indicators and their monthly targets/ });
    const wells = within(indicators).getByRole('row', { name: /Wells drilled/ });
    // Achieved so far: the approved months' total (2); the months open on demand.
    expect(within(wells).getAllByRole('cell').at(-1)?.textContent).toBe('2');
    expect(within(indicators).queryByText(/2 of 1/)).toBeNull();
    fireEvent.click(within(indicators).getByRole('button', { name: 'Monthly targets of I1.1.1' }));
    expect(within(indicators).getByText(/2 of 1/)).toBeTruthy();
    const lines = screen.getByRole('table', { name: /Budget lines/ });
    expect(within(lines).getByText(/5,500/)).toBeTruthy();
  });

  it("shows each risk's last review and a correction for a returned report", async () => {
    await renderWorkspace(workspaceWith());
    const risks = screen.getByRole('table', { name: /risk register/ });
    expect(within(risks).getByText('Lina Kabbani')).toBeTruthy();
    expect(within(risks).getByRole('button', { name: 'Update the review of Road closures' })).toBeTruthy();
    expect(screen.getByText('Add the attendance figures.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upload a correction of First quarter' })).toBeTruthy();
  });

  it('names a report’s file link by the file name it shows first, then the report (WCAG 2.5.3)', async () => {
    await renderWorkspace(workspaceWith());
    const link = screen.getByRole('link', { name: 'q1.pdf (First quarter, opens in a new tab)' });
    expect(link.textContent).toBe('q1.pdf');
    expect(link.getAttribute('target')).toBe('_blank');
  });
});
