import ExcelJS from 'exceljs';
import { RTL_LOCALES, type Locale, type ProjectStatus } from '#contract/enums';
import type { ProjectReport, ReportPeriod, ReportPeriodQuery } from '#contract/project-tracking';
import type { PortalContext, SignedInStaff } from '../../platform/app-context';
import { addRisksSheet } from '../proposals/risk-export';
import { RISK_EXPORT_LABELS } from '../proposals/risk-labels';
import { PROJECT_REPORT_LABELS, requestStatusLabel, transferStatusLabel, type ProjectReportLabels } from './report-labels';
import { buildProjectReport } from './report';

/**
 * The project report as an .xlsx file, one sheet per part of the printed report. Like the risk export
 * (server/modules/proposals/risk-export.ts, whose Risks sheet is reused), sheet names stay English so macros and
 * imports keep working, while headers, labels and the reading direction follow the caller's language. Numbers stay
 * numbers (sortable, summable); money keeps the three decimals it is shown with.
 */

const MONEY_FORMAT = '#,##0.000';
const PERCENT_FORMAT = '0.0';

type Column = { header: string; width: number; format?: string };

function addTable(
  workbook: ExcelJS.Workbook,
  name: string,
  columns: Column[],
  rows: (string | number | null)[][],
  rightToLeft: boolean,
): ExcelJS.Worksheet {
  const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1, rightToLeft }] });
  sheet.columns = columns.map((column) => ({ header: column.header, width: column.width, style: column.format ? { numFmt: column.format } : {} }));
  for (const values of rows) sheet.addRow(values).alignment = { vertical: 'top', wrapText: true };
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.alignment = { vertical: 'middle', wrapText: true };
  if (rows.length) sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  return sheet;
}

function projectStatusLabel(labels: ProjectReportLabels, status: string): string {
  return labels.projectStatuses[status as ProjectStatus] ?? status;
}

function addSummarySheet(workbook: ExcelJS.Workbook, report: ProjectReport, labels: ProjectReportLabels, rightToLeft: boolean): void {
  const { project, budget, indicators, workplan } = report;
  const s = labels.summary;
  const achieved = indicators.flatMap((indicator) => (indicator.achievement_percent === null ? [] : [indicator.achievement_percent]));
  const sheet = workbook.addWorksheet('Summary', { views: [{ rightToLeft }] });
  sheet.columns = [{ width: 34 }, { width: 60 }];
  const rows: [string, string | number | null][] = [
    [s.project, project.title],
    [s.code, project.code],
    [s.organisation, project.ngo.name],
    [s.grant, project.grant_title],
    [s.country, project.coun_name],
    [s.period, `${project.start_date} – ${project.end_date}`],
    [s.status, projectStatusLabel(labels, project.status)],
    [s.currency, `${report.currency.name} (${report.currency.symbol})`],
    [s.asOf, report.as_of],
    [s.budget, budget.budget],
    [s.planned, budget.planned],
    [s.transferred, budget.transferred],
    [s.spent, budget.spent],
    [s.remaining, budget.remaining],
    [s.burn, budget.burn_percent],
    [s.indicators, indicators.length],
    [s.averageAchievement, achieved.length ? Math.round((achieved.reduce((sum, value) => sum + value, 0) / achieved.length) * 10) / 10 : null],
    [s.workplanProgress, workplan.summary.average_progress],
    [s.expectedProgress, workplan.summary.expected_progress],
    [s.delayedActivities, workplan.summary.delayed],
    [s.openRisks, report.open_risks.length],
  ];
  for (const [label, value] of rows) sheet.addRow([label, value]).alignment = { vertical: 'top', wrapText: true };
  for (const row of [10, 11, 12, 13, 14]) sheet.getCell(row, 2).numFmt = MONEY_FORMAT;
  sheet.getColumn(1).font = { bold: true };
}

function addBudgetSheet(workbook: ExcelJS.Workbook, report: ProjectReport, labels: ProjectReportLabels, rightToLeft: boolean): void {
  const b = labels.budget;
  const rows = report.budget.by_category.map((line) => [line.category, line.planned, line.spent, line.remaining, line.burn_percent]);
  const sheet = addTable(
    workbook,
    'Budget',
    [
      { header: b.category, width: 34 },
      { header: b.planned, width: 18, format: MONEY_FORMAT },
      { header: b.spent, width: 18, format: MONEY_FORMAT },
      { header: b.remaining, width: 18, format: MONEY_FORMAT },
      { header: b.burn, width: 12, format: PERCENT_FORMAT },
    ],
    rows,
    rightToLeft,
  );
  const { budget } = report;
  sheet.addRow([b.total, budget.planned, budget.spent, budget.planned - budget.spent, budget.burn_percent]).font = { bold: true };
}

function addInstallmentsSheet(workbook: ExcelJS.Workbook, report: ProjectReport, labels: ProjectReportLabels, rightToLeft: boolean): void {
  const i = labels.installments;
  addTable(
    workbook,
    'Installments',
    [
      { header: i.position, width: 6 },
      { header: i.title, width: 36 },
      { header: i.percent, width: 10, format: PERCENT_FORMAT },
      { header: i.amount, width: 18, format: MONEY_FORMAT },
      { header: i.requestStatus, width: 18 },
      { header: i.transferStatus, width: 16 },
      { header: i.transferredAt, width: 16 },
    ],
    report.installments.map((batch) => [
      batch.position,
      batch.title,
      batch.percent,
      batch.amount,
      requestStatusLabel(labels, batch.request_status),
      transferStatusLabel(labels, batch.transfer_status),
      batch.transferred_at?.slice(0, 10) ?? null,
    ]),
    rightToLeft,
  );
}

function addIndicatorsSheet(workbook: ExcelJS.Workbook, report: ProjectReport, labels: ProjectReportLabels, rightToLeft: boolean): void {
  const n = labels.indicators;
  addTable(
    workbook,
    'Indicators',
    [
      { header: n.code, width: 10 },
      { header: n.title, width: 44 },
      { header: n.output, width: 36 },
      { header: n.unit, width: 12 },
      { header: n.baseline, width: 12 },
      { header: n.target, width: 12 },
      { header: n.targetToDate, width: 14 },
      { header: n.actualToDate, width: 14 },
      { header: n.achievement, width: 14, format: PERCENT_FORMAT },
      { header: n.status, width: 16 },
    ],
    report.indicators.map((indicator) => [
      indicator.code,
      indicator.title,
      indicator.output_title,
      indicator.unit,
      indicator.baseline,
      indicator.target,
      indicator.target_to_date,
      indicator.actual_to_date,
      indicator.achievement_percent,
      labels.indicatorStatuses[indicator.status],
    ]),
    rightToLeft,
  );
}

function addWorkplanSheet(
  workbook: ExcelJS.Workbook,
  report: ProjectReport,
  labels: ProjectReportLabels,
  yes: string,
  no: string,
  rightToLeft: boolean,
): void {
  const w = labels.workplan;
  addTable(
    workbook,
    'Workplan',
    [
      { header: w.code, width: 10 },
      { header: w.title, width: 44 },
      { header: w.output, width: 36 },
      { header: w.plannedStart, width: 14 },
      { header: w.plannedEnd, width: 14 },
      { header: w.actualStart, width: 14 },
      { header: w.actualEnd, width: 14 },
      { header: w.progress, width: 12, format: PERCENT_FORMAT },
      { header: w.expected, width: 12, format: PERCENT_FORMAT },
      { header: w.status, width: 16 },
      { header: w.delayed, width: 10 },
    ],
    report.workplan.activities.map((activity) => [
      activity.code,
      activity.title,
      activity.output_title,
      activity.planned_start,
      activity.planned_end,
      activity.actual_start,
      activity.actual_end,
      activity.progress,
      activity.expected_progress,
      labels.activityStatuses[activity.status],
      activity.delayed ? yes : no,
    ]),
    rightToLeft,
  );
}

function addReportsSheet(workbook: ExcelJS.Workbook, report: ProjectReport, labels: ProjectReportLabels, rightToLeft: boolean): void {
  const r = labels.reports;
  addTable(
    workbook,
    'Reports',
    [
      { header: r.title, width: 44 },
      { header: r.kind, width: 14 },
      { header: r.periodStart, width: 14 },
      { header: r.periodEnd, width: 14 },
      { header: r.uploadedBy, width: 28 },
      { header: r.uploadedAt, width: 14 },
    ],
    report.progress_reports.map((item) => [
      item.title,
      labels.kinds[item.kind],
      item.period_start,
      item.period_end,
      item.uploaded_by.name,
      item.created_at.slice(0, 10),
    ]),
    rightToLeft,
  );
}

/** The period's money: its figures, then each budget category in the period and to its end. */
function addPeriodSheet(workbook: ExcelJS.Workbook, period: ReportPeriod, labels: ProjectReportLabels, rightToLeft: boolean): void {
  const p = labels.period;
  const { spending } = period;
  const sheet = workbook.addWorksheet('Period', { views: [{ rightToLeft }] });
  sheet.columns = [{ width: 40 }, { width: 22 }, { width: 22 }, { width: 26 }, { width: 18 }];
  const summary: [string, string | number | null, string?][] = [
    [p.from, period.from],
    [p.to, period.to],
    [p.spentBefore, spending.spent_before, MONEY_FORMAT],
    [p.spent, spending.spent, MONEY_FORMAT],
    [p.spentToDate, spending.spent_to_date, MONEY_FORMAT],
    [p.transferred, spending.transferred, MONEY_FORMAT],
    [p.transferredToDate, spending.transferred_to_date, MONEY_FORMAT],
    [p.burn, spending.burn_percent, PERCENT_FORMAT],
  ];
  for (const [label, value, format] of summary) {
    const row = sheet.addRow([label, value]);
    row.getCell(1).font = { bold: true };
    if (format) row.getCell(2).numFmt = format;
  }
  sheet.addRow([]);
  const header = sheet.addRow([p.category, p.planned, p.categorySpent, p.categorySpentToDate, p.categoryBurn]);
  header.font = { bold: true };
  header.alignment = { vertical: 'middle', wrapText: true };
  for (const category of spending.by_category) {
    const row = sheet.addRow([category.category, category.planned, category.spent, category.spent_to_date, category.burn_percent]);
    for (const column of [2, 3, 4]) row.getCell(column).numFmt = MONEY_FORMAT;
    row.getCell(5).numFmt = PERCENT_FORMAT;
  }
}

function addPeriodIndicatorsSheet(workbook: ExcelJS.Workbook, period: ReportPeriod, labels: ProjectReportLabels, rightToLeft: boolean): void {
  const n = labels.indicators;
  addTable(
    workbook,
    'Period indicators',
    [
      { header: n.code, width: 10 },
      { header: n.title, width: 44 },
      { header: n.unit, width: 12 },
      { header: n.target, width: 12 },
      { header: labels.period.periodTarget, width: 16 },
      { header: labels.period.periodActual, width: 16 },
      { header: n.targetToDate, width: 14 },
      { header: n.actualToDate, width: 14 },
      { header: n.achievement, width: 14, format: PERCENT_FORMAT },
      { header: n.status, width: 16 },
    ],
    period.indicators.map((indicator) => [
      indicator.code,
      indicator.title,
      indicator.unit,
      indicator.target,
      indicator.period_target,
      indicator.period_actual,
      indicator.target_to_date,
      indicator.actual_to_date,
      indicator.achievement_percent,
      labels.indicatorStatuses[indicator.status],
    ]),
    rightToLeft,
  );
}

function addPeriodActivitiesSheet(
  workbook: ExcelJS.Workbook,
  period: ReportPeriod,
  labels: ProjectReportLabels,
  yes: string,
  no: string,
  rightToLeft: boolean,
): void {
  const w = labels.workplan;
  const p = labels.period;
  addTable(
    workbook,
    'Period activities',
    [
      { header: w.code, width: 10 },
      { header: w.title, width: 44 },
      { header: w.plannedStart, width: 14 },
      { header: w.plannedEnd, width: 14 },
      { header: w.actualStart, width: 14 },
      { header: w.actualEnd, width: 14 },
      { header: p.plannedInPeriod, width: 14 },
      { header: p.activeInPeriod, width: 14 },
      { header: p.completedInPeriod, width: 14 },
      { header: w.progress, width: 12, format: PERCENT_FORMAT },
      { header: w.status, width: 16 },
    ],
    period.activities.map((activity) => [
      activity.code,
      activity.title,
      activity.planned_start,
      activity.planned_end,
      activity.actual_start,
      activity.actual_end,
      activity.planned_in_period ? yes : no,
      activity.active_in_period ? yes : no,
      activity.completed_in_period ? yes : no,
      activity.progress,
      labels.activityStatuses[activity.status],
    ]),
    rightToLeft,
  );
}

export async function projectReportWorkbook(report: ProjectReport, locale: Locale): Promise<Buffer> {
  const labels = PROJECT_REPORT_LABELS[locale];
  const riskLabels = RISK_EXPORT_LABELS[locale];
  const rightToLeft = RTL_LOCALES.includes(locale);
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Donor portal';
  workbook.created = new Date(report.generated_at);
  addSummarySheet(workbook, report, labels, rightToLeft);
  if (report.period) {
    addPeriodSheet(workbook, report.period, labels, rightToLeft);
    addPeriodIndicatorsSheet(workbook, report.period, labels, rightToLeft);
    addPeriodActivitiesSheet(workbook, report.period, labels, riskLabels.yes, riskLabels.no, rightToLeft);
  }
  addBudgetSheet(workbook, report, labels, rightToLeft);
  addInstallmentsSheet(workbook, report, labels, rightToLeft);
  addIndicatorsSheet(workbook, report, labels, rightToLeft);
  addWorkplanSheet(workbook, report, labels, riskLabels.yes, riskLabels.no, rightToLeft);
  addRisksSheet(workbook, report.open_risks, riskLabels, rightToLeft);
  addReportsSheet(workbook, report, labels, rightToLeft);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * project-<code>.xlsx (project-<code>-<from>_<to>.xlsx for a period), without what file systems refuse (separators,
 * reserved characters, control characters).
 */
function exportFileName(code: string, period: ReportPeriodQuery): string {
  const safe = code.replace(/[\s\\/:*?"<>|\p{Cc}]+/gu, '_').replace(/^[_.]+|_+$/g, '');
  const months = period.from && period.to ? `-${period.from}_${period.to}` : '';
  return `project-${safe || 'report'}${months}.xlsx`;
}

export async function projectReportExport(
  portal: PortalContext,
  staff: SignedInStaff,
  id: number,
  locale: Locale,
  period: ReportPeriodQuery = {},
): Promise<{ fileName: string; content: Buffer }> {
  const report = await buildProjectReport(portal, staff, id, period);
  const content = await projectReportWorkbook(report, locale);
  return { fileName: exportFileName(report.project.code, period), content };
}
