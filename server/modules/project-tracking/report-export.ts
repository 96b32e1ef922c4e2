import ExcelJS from 'exceljs';
import { RTL_LOCALES, type Locale, type ProjectStatus } from '#contract/enums';
import type { ProjectActivity, ProjectIndicator, ProjectReport, ReportPeriod, ReportPeriodQuery } from '#contract/project-tracking';
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

type Cell = string | number | null;
/** A column of a table sheet: its header, width and number format, and its value in a row. */
type Column<Row> = { header: string; width: number; format?: string; value: (row: Row) => Cell };
/** A line of a facts sheet: its label, its value and the value's number format. */
type Fact = [label: string, value: Cell, format?: string];

/** A sheet of one table: the header row frozen, bold and filterable, one row per item. */
function addTable<Row>(workbook: ExcelJS.Workbook, name: string, columns: Column<Row>[], rows: readonly Row[], rightToLeft: boolean): ExcelJS.Worksheet {
  const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1, rightToLeft }] });
  sheet.columns = columns.map((column) => ({ header: column.header, width: column.width, style: column.format ? { numFmt: column.format } : {} }));
  for (const row of rows) sheet.addRow(columns.map((column) => column.value(row))).alignment = { vertical: 'top', wrapText: true };
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.alignment = { vertical: 'middle', wrapText: true };
  if (rows.length) sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  return sheet;
}

/** Label and value lines (the summary, the period's figures): labels bold, each value in its format. */
function addFacts(sheet: ExcelJS.Worksheet, facts: readonly Fact[]): void {
  for (const [label, value, format] of facts) {
    const row = sheet.addRow([label, value]);
    row.alignment = { vertical: 'top', wrapText: true };
    row.getCell(1).font = { bold: true };
    if (format) row.getCell(2).numFmt = format;
  }
}

function projectStatusLabel(labels: ProjectReportLabels, status: string): string {
  return labels.projectStatuses[status as ProjectStatus] ?? status;
}

/** The columns the whole project's Indicators sheet and the Period indicators sheet share. */
function indicatorColumns(labels: ProjectReportLabels) {
  const n = labels.indicators;
  return {
    code: { header: n.code, width: 10, value: (indicator) => indicator.code },
    title: { header: n.title, width: 44, value: (indicator) => indicator.title },
    output: { header: n.output, width: 36, value: (indicator) => indicator.output_title },
    unit: { header: n.unit, width: 12, value: (indicator) => indicator.unit },
    baseline: { header: n.baseline, width: 12, value: (indicator) => indicator.baseline },
    target: { header: n.target, width: 12, value: (indicator) => indicator.target },
    targetToDate: { header: n.targetToDate, width: 14, value: (indicator) => indicator.target_to_date },
    actualToDate: { header: n.actualToDate, width: 14, value: (indicator) => indicator.actual_to_date },
    achievement: { header: n.achievement, width: 14, format: PERCENT_FORMAT, value: (indicator) => indicator.achievement_percent },
    status: { header: n.status, width: 16, value: (indicator) => labels.indicatorStatuses[indicator.status] },
  } satisfies Record<string, Column<ProjectIndicator>>;
}

/** The columns the whole project's Workplan sheet and the Period activities sheet share. */
function activityColumns(labels: ProjectReportLabels, yes: string, no: string) {
  const w = labels.workplan;
  return {
    code: { header: w.code, width: 10, value: (activity) => activity.code },
    title: { header: w.title, width: 44, value: (activity) => activity.title },
    output: { header: w.output, width: 36, value: (activity) => activity.output_title },
    plannedStart: { header: w.plannedStart, width: 14, value: (activity) => activity.planned_start },
    plannedEnd: { header: w.plannedEnd, width: 14, value: (activity) => activity.planned_end },
    actualStart: { header: w.actualStart, width: 14, value: (activity) => activity.actual_start },
    actualEnd: { header: w.actualEnd, width: 14, value: (activity) => activity.actual_end },
    progress: { header: w.progress, width: 12, format: PERCENT_FORMAT, value: (activity) => activity.progress },
    expected: { header: w.expected, width: 12, format: PERCENT_FORMAT, value: (activity) => activity.expected_progress },
    status: { header: w.status, width: 16, value: (activity) => labels.activityStatuses[activity.status] },
    delayed: { header: w.delayed, width: 10, value: (activity) => (activity.delayed ? yes : no) },
  } satisfies Record<string, Column<ProjectActivity>>;
}

/** A yes-or-no column of the Period activities sheet. */
function yesNoColumn<Row>(header: string, on: (row: Row) => boolean, yes: string, no: string): Column<Row> {
  return { header, width: 14, value: (row) => (on(row) ? yes : no) };
}

function addSummarySheet(workbook: ExcelJS.Workbook, report: ProjectReport, labels: ProjectReportLabels, rightToLeft: boolean): void {
  const { project, budget, indicators, workplan } = report;
  const s = labels.summary;
  const achieved = indicators.flatMap((indicator) => (indicator.achievement_percent === null ? [] : [indicator.achievement_percent]));
  const sheet = workbook.addWorksheet('Summary', { views: [{ rightToLeft }] });
  sheet.columns = [{ width: 34 }, { width: 60 }];
  addFacts(sheet, [
    [s.project, project.title],
    [s.code, project.code],
    [s.organisation, project.ngo.name],
    [s.grant, project.grant_title],
    [s.country, project.coun_name],
    [s.period, `${project.start_date} – ${project.end_date}`],
    [s.status, projectStatusLabel(labels, project.status)],
    [s.currency, `${report.currency.name} (${report.currency.symbol})`],
    [s.asOf, report.as_of],
    [s.budget, budget.budget, MONEY_FORMAT],
    [s.planned, budget.planned, MONEY_FORMAT],
    [s.transferred, budget.transferred, MONEY_FORMAT],
    [s.spent, budget.spent, MONEY_FORMAT],
    [s.remaining, budget.remaining, MONEY_FORMAT],
    [s.burn, budget.burn_percent],
    [s.indicators, indicators.length],
    [s.averageAchievement, achieved.length ? Math.round((achieved.reduce((sum, value) => sum + value, 0) / achieved.length) * 10) / 10 : null],
    [s.workplanProgress, workplan.summary.average_progress],
    [s.expectedProgress, workplan.summary.expected_progress],
    [s.delayedActivities, workplan.summary.delayed],
    [s.openRisks, report.open_risks.length],
  ]);
}

function addBudgetSheet(workbook: ExcelJS.Workbook, report: ProjectReport, labels: ProjectReportLabels, rightToLeft: boolean): void {
  const b = labels.budget;
  const sheet = addTable<ProjectReport['budget']['by_category'][number]>(
    workbook,
    'Budget',
    [
      { header: b.category, width: 34, value: (line) => line.category },
      { header: b.planned, width: 18, format: MONEY_FORMAT, value: (line) => line.planned },
      { header: b.spent, width: 18, format: MONEY_FORMAT, value: (line) => line.spent },
      { header: b.remaining, width: 18, format: MONEY_FORMAT, value: (line) => line.remaining },
      { header: b.burn, width: 12, format: PERCENT_FORMAT, value: (line) => line.burn_percent },
    ],
    report.budget.by_category,
    rightToLeft,
  );
  const { budget } = report;
  sheet.addRow([b.total, budget.planned, budget.spent, budget.planned - budget.spent, budget.burn_percent]).font = { bold: true };
}

function addInstallmentsSheet(workbook: ExcelJS.Workbook, report: ProjectReport, labels: ProjectReportLabels, rightToLeft: boolean): void {
  const i = labels.installments;
  addTable<ProjectReport['installments'][number]>(
    workbook,
    'Installments',
    [
      { header: i.position, width: 6, value: (batch) => batch.position },
      { header: i.title, width: 36, value: (batch) => batch.title },
      { header: i.percent, width: 10, format: PERCENT_FORMAT, value: (batch) => batch.percent },
      { header: i.amount, width: 18, format: MONEY_FORMAT, value: (batch) => batch.amount },
      { header: i.requestStatus, width: 18, value: (batch) => requestStatusLabel(labels, batch.request_status) },
      { header: i.transferStatus, width: 16, value: (batch) => transferStatusLabel(labels, batch.transfer_status) },
      { header: i.transferredAt, width: 16, value: (batch) => batch.transferred_at?.slice(0, 10) ?? null },
    ],
    report.installments,
    rightToLeft,
  );
}

function addIndicatorsSheet(workbook: ExcelJS.Workbook, report: ProjectReport, labels: ProjectReportLabels, rightToLeft: boolean): void {
  const column = indicatorColumns(labels);
  addTable(
    workbook,
    'Indicators',
    [
      column.code,
      column.title,
      column.output,
      column.unit,
      column.baseline,
      column.target,
      column.targetToDate,
      column.actualToDate,
      column.achievement,
      column.status,
    ],
    report.indicators,
    rightToLeft,
  );
}

function addWorkplanSheet(workbook: ExcelJS.Workbook, report: ProjectReport, labels: ProjectReportLabels, yes: string, no: string, rightToLeft: boolean): void {
  const column = activityColumns(labels, yes, no);
  addTable(
    workbook,
    'Workplan',
    [
      column.code,
      column.title,
      column.output,
      column.plannedStart,
      column.plannedEnd,
      column.actualStart,
      column.actualEnd,
      column.progress,
      column.expected,
      column.status,
      column.delayed,
    ],
    report.workplan.activities,
    rightToLeft,
  );
}

function addReportsSheet(workbook: ExcelJS.Workbook, report: ProjectReport, labels: ProjectReportLabels, rightToLeft: boolean): void {
  const r = labels.reports;
  addTable<ProjectReport['progress_reports'][number]>(
    workbook,
    'Reports',
    [
      { header: r.title, width: 44, value: (item) => item.title },
      { header: r.kind, width: 14, value: (item) => labels.kinds[item.kind] },
      { header: r.periodStart, width: 14, value: (item) => item.period_start },
      { header: r.periodEnd, width: 14, value: (item) => item.period_end },
      { header: r.uploadedBy, width: 28, value: (item) => item.uploaded_by.name },
      { header: r.uploadedAt, width: 14, value: (item) => item.created_at.slice(0, 10) },
    ],
    report.progress_reports,
    rightToLeft,
  );
}

/** The period's money: its figures, then each budget category in the period and to its end. */
function addPeriodSheet(workbook: ExcelJS.Workbook, period: ReportPeriod, labels: ProjectReportLabels, rightToLeft: boolean): void {
  const p = labels.period;
  const { spending } = period;
  const sheet = workbook.addWorksheet('Period', { views: [{ rightToLeft }] });
  sheet.columns = [{ width: 40 }, { width: 22 }, { width: 22 }, { width: 26 }, { width: 18 }];
  addFacts(sheet, [
    [p.from, period.from],
    [p.to, period.to],
    [p.spentBefore, spending.spent_before, MONEY_FORMAT],
    [p.spent, spending.spent, MONEY_FORMAT],
    [p.spentToDate, spending.spent_to_date, MONEY_FORMAT],
    [p.transferred, spending.transferred, MONEY_FORMAT],
    [p.transferredToDate, spending.transferred_to_date, MONEY_FORMAT],
    [p.burn, spending.burn_percent, PERCENT_FORMAT],
  ]);
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
  const column = indicatorColumns(labels);
  const p = labels.period;
  addTable<ReportPeriod['indicators'][number]>(
    workbook,
    'Period indicators',
    [
      column.code,
      column.title,
      column.unit,
      column.target,
      { header: p.periodTarget, width: 16, value: (indicator) => indicator.period_target },
      { header: p.periodActual, width: 16, value: (indicator) => indicator.period_actual },
      column.targetToDate,
      column.actualToDate,
      column.achievement,
      column.status,
    ],
    period.indicators,
    rightToLeft,
  );
}

function addPeriodActivitiesSheet(workbook: ExcelJS.Workbook, period: ReportPeriod, labels: ProjectReportLabels, yes: string, no: string, rightToLeft: boolean): void {
  const column = activityColumns(labels, yes, no);
  const p = labels.period;
  addTable<ReportPeriod['activities'][number]>(
    workbook,
    'Period activities',
    [
      column.code,
      column.title,
      column.plannedStart,
      column.plannedEnd,
      column.actualStart,
      column.actualEnd,
      yesNoColumn(p.plannedInPeriod, (activity) => activity.planned_in_period, yes, no),
      yesNoColumn(p.activeInPeriod, (activity) => activity.active_in_period, yes, no),
      yesNoColumn(p.completedInPeriod, (activity) => activity.completed_in_period, yes, no),
      column.progress,
      column.status,
    ],
    period.activities,
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
