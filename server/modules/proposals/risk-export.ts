import ExcelJS from 'exceljs';
import { RTL_LOCALES, type Locale } from '#contract/enums';
import type { Risk, RiskStats } from '#contract/proposals';
import { contentDisposition } from '../../platform/content-disposition';
import { levelLabel, RISK_EXPORT_LABELS, type RiskExportLabels } from './risk-labels';

/**
 * The risk register as an .xlsx file, made on the server so the PWA never loads a spreadsheet library. The sheet
 * names stay "Risks" and "Summary" in both languages (a macro or import that reads them keeps working); headers,
 * labels and the reading direction follow the caller's language.
 */

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type Column = { key: keyof RiskExportLabels['columns']; width: number; value: (risk: Risk, labels: RiskExportLabels) => string | number };

// Likelihood, impact and score stay numbers, so the sheet can be sorted, filtered and summed.
const COLUMNS: Column[] = [
  { key: 'title', width: 32, value: (risk) => risk.title },
  { key: 'description', width: 48, value: (risk) => risk.description },
  { key: 'category', width: 22, value: (risk, labels) => labels.categories[risk.category] },
  { key: 'likelihood', width: 14, value: (risk) => risk.likelihood },
  { key: 'impact', width: 14, value: (risk) => risk.impact },
  { key: 'score', width: 10, value: (risk) => risk.score },
  { key: 'level', width: 14, value: (risk, labels) => levelLabel(labels, risk.level) },
  { key: 'response_strategy', width: 22, value: (risk, labels) => labels.strategies[risk.response_strategy] },
  { key: 'mitigation', width: 48, value: (risk) => risk.mitigation },
  { key: 'owner', width: 24, value: (risk) => risk.owner },
  { key: 'isMaterialized', width: 14, value: (risk, labels) => (risk.isMaterialized ? labels.yes : labels.no) },
];

function headerRow(sheet: ExcelJS.Worksheet): void {
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.alignment = { vertical: 'middle', wrapText: true };
}

export function addRisksSheet(workbook: ExcelJS.Workbook, risks: readonly Risk[], labels: RiskExportLabels, rightToLeft: boolean): void {
  const sheet = workbook.addWorksheet('Risks', { views: [{ state: 'frozen', ySplit: 1, rightToLeft }] });
  sheet.columns = COLUMNS.map((column) => ({ key: column.key, header: labels.columns[column.key], width: column.width }));
  for (const risk of risks) {
    const row = sheet.addRow(Object.fromEntries(COLUMNS.map((column) => [column.key, column.value(risk, labels)])));
    row.alignment = { vertical: 'top', wrapText: true };
  }
  headerRow(sheet);
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: COLUMNS.length } };
}

function addSummarySheet(
  workbook: ExcelJS.Workbook,
  proposal: { title: string; code: string },
  stats: RiskStats,
  labels: RiskExportLabels,
  rightToLeft: boolean,
): void {
  const sheet = workbook.addWorksheet('Summary', { views: [{ rightToLeft }] });
  sheet.columns = [{ width: 32 }, { width: 48 }];
  sheet.addRow([labels.summary.proposal, `${proposal.code} – ${proposal.title}`]);
  sheet.addRow([labels.summary.total, stats.total]);
  sheet.addRow([labels.summary.materialized, stats.materialized]);
  sheet.addRow([]);
  sheet.addRow([labels.summary.byLevel, labels.summary.count]).font = { bold: true };
  for (const { level, count } of stats.by_level) sheet.addRow([levelLabel(labels, level), count]);
  sheet.addRow([]);
  sheet.addRow([labels.summary.byCategory, labels.summary.count]).font = { bold: true };
  for (const { category, count } of stats.by_category) sheet.addRow([labels.categories[category], count]);
  sheet.getColumn(1).font = { bold: true };
}

export async function risksWorkbook(
  proposal: { title: string; code: string },
  risks: readonly Risk[],
  stats: RiskStats,
  locale: Locale,
): Promise<Buffer> {
  const labels = RISK_EXPORT_LABELS[locale];
  const rightToLeft = RTL_LOCALES.includes(locale);
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Donor portal';
  workbook.created = new Date();
  addRisksSheet(workbook, risks, labels, rightToLeft);
  addSummarySheet(workbook, proposal, stats, labels, rightToLeft);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Content-Disposition for a download: an ASCII name for old clients and the exact one (RFC 5987) for the rest. */
export function attachmentDisposition(fileName: string): string {
  return contentDisposition('attachment', fileName);
}
