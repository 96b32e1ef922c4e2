import ExcelJS from 'exceljs';
import { beforeAll, expect, it } from 'vitest';
import type {
  IndicatorTracking,
  ProjectInstallments,
  ProjectReport,
  ProjectRisks,
  SpendingTracking,
  WorkplanTracking,
} from '#contract/project-tracking';
import type { Project } from '#contract/projects';
import { describeOnEachDialect } from '../../test/test-app';
import { XLSX_CONTENT_TYPE } from '../proposals/risk-export';
import { projectsOf, projectUrl, tokenCache } from './tracking-test-helpers';

async function workbookOf(bytes: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  return workbook;
}

function rowValues(sheet: ExcelJS.Worksheet, row: number): unknown[] {
  const values = sheet.getRow(row).values;
  return Array.isArray(values) ? values.slice(1) : [];
}

describeOnEachDialect('project tracking: the printable report and its spreadsheet', (t) => {
  const tokenOf = tokenCache(t);
  let project: Project;
  let report: ProjectReport;

  const get = async <Body>(path: string) =>
    (await t().call({ method: 'GET', url: projectUrl(project.id, path), token: await tokenOf('viewer@demo.test') })).json<Body>();

  beforeAll(async () => {
    const projects = await projectsOf(t(), await tokenOf('viewer@demo.test'));
    const found = projects.find((candidate) => candidate.status === 'unfinished');
    if (!found) throw new Error('the demo has an unfinished project');
    project = found;
    report = await get<ProjectReport>('/Report');
  });

  it('gathers the header, budget against spending, installments, indicators, work plan, open risks and reports', async () => {
    expect(report.project).toEqual(project);
    expect(report.as_of).toBe(project.end_date);
    const spending = await get<SpendingTracking>('/SpendingTracking');
    const { by_category: byCategory, ...totals } = report.budget;
    expect(totals).toEqual(spending.totals);
    expect(byCategory.reduce((sum, category) => sum + category.planned, 0)).toBeCloseTo(spending.totals.planned, 2);
    expect(byCategory.reduce((sum, category) => sum + category.spent, 0)).toBeCloseTo(spending.totals.spent, 2);
    expect(new Set(byCategory.map((category) => category.category)).size).toBe(byCategory.length);
    expect(report.installments).toEqual((await get<ProjectInstallments>('/ExpenditureBatch')).batches);
    expect(report.indicators.map((indicator) => indicator.id)).toEqual(
      (await get<IndicatorTracking>('/indicatorTracking')).indicators.map((indicator) => indicator.id),
    );
    expect(report.workplan.summary).toEqual((await get<WorkplanTracking>('/WorkPlanTracking')).summary);
    const risks = await get<ProjectRisks>('/Risks?status=open');
    expect(report.open_risks).toEqual(risks.risks);
    expect(report.progress_reports.length).toBeGreaterThanOrEqual(2);
  });

  it('exports it as a spreadsheet, one sheet per part, numbers kept as numbers', async () => {
    const response = await t().call({ method: 'GET', url: projectUrl(project.id, '/Report/export'), token: await tokenOf('viewer@demo.test') });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
    expect(response.headers['content-disposition']).toContain(`filename="project-${project.code}.xlsx"`);
    const workbook = await workbookOf(response.rawPayload);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      'Summary',
      'Budget',
      'Installments',
      'Indicators',
      'Workplan',
      'Risks',
      'Reports',
    ]);
    const summary = workbook.getWorksheet('Summary');
    if (!summary) throw new Error('no Summary sheet');
    expect(rowValues(summary, 1)).toEqual(['Project', project.title]);
    expect(rowValues(summary, 10)).toEqual(['Budget', project.total_budget]);
    expect(rowValues(summary, 13)).toEqual(['Spent', report.budget.spent]);
    const installments = workbook.getWorksheet('Installments');
    expect(installments?.rowCount).toBe(report.installments.length + 1);
    expect(rowValues(installments as ExcelJS.Worksheet, 2).slice(2, 4)).toEqual([report.installments[0]?.percent, report.installments[0]?.amount]);
    const indicators = workbook.getWorksheet('Indicators');
    expect(indicators?.rowCount).toBe(report.indicators.length + 1);
    expect(workbook.getWorksheet('Risks')?.rowCount).toBe(report.open_risks.length + 1);
    expect(workbook.getWorksheet('Budget')?.rowCount).toBe(report.budget.by_category.length + 2);
    expect(summary.views[0]?.rightToLeft ?? false).toBe(false);
  });

  it('exports in Arabic right to left, with the Arabic labels', async () => {
    const response = await t().call({
      method: 'GET',
      url: projectUrl(project.id, '/Report/export'),
      token: await tokenOf('viewer@demo.test'),
      headers: { 'accept-language': 'ar' },
    });
    const workbook = await workbookOf(response.rawPayload);
    for (const sheet of workbook.worksheets) expect(sheet.views[0]?.rightToLeft, sheet.name).toBe(true);
    const summary = workbook.getWorksheet('Summary');
    expect(summary && rowValues(summary, 1)).toEqual(['المشروع', project.title]);
    expect(summary && rowValues(summary, 7)).toEqual(['الحالة', 'غير مكتمل']);
    const workplan = workbook.getWorksheet('Workplan');
    expect(workplan && rowValues(workplan, 1).slice(0, 2)).toEqual(['الرمز', 'النشاط']);
  });

  it('answers 404 for another funder’s project', async () => {
    for (const path of ['/Report', '/Report/export']) {
      const response = await t().call({ method: 'GET', url: projectUrl(project.id, path), token: await tokenOf('admin@other.test') });
      expect(response.statusCode, path).toBe(404);
    }
  });
});
