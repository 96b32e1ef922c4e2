import ExcelJS from 'exceljs';
import { AUDIT_FIELD_KINDS, type AuditChange, type AuditEntry, type AuditQuery, type AuditValue } from '#contract/audit';
import { PROPOSAL_STATUSES, RTL_LOCALES, type Locale, type ProposalStatus } from '#contract/enums';
import type { PortalContext, SignedInStaff } from '../../platform/app-context';
import { PROJECT_REPORT_LABELS, requestStatusLabel, transferStatusLabel } from '../project-tracking/report-labels';
import { AUDIT_EXPORT_LABELS, type AuditExportLabels } from './audit-export-labels';
import { auditPage } from './service';

/** More than a year of a busy funder's changes; a wider export is narrowed by its filters first. */
export const AUDIT_EXPORT_MAX_ROWS = 10_000;

const MONEY_FORMAT = '#,##0.000';

function isProposalStatus(value: AuditValue): value is ProposalStatus {
  return (PROPOSAL_STATUSES as readonly unknown[]).includes(value);
}

/** A raw value as the cell holds it: money stays a number (sortable, summable), statuses read as words. */
function cellValue(change: AuditChange, value: AuditValue, labels: AuditExportLabels, locale: Locale): string | number | null {
  if (value === null) return null;
  switch (AUDIT_FIELD_KINDS[change.field]) {
    case 'status':
      return isProposalStatus(value) ? labels.proposalStatuses[value] : value;
    case 'requestStatus':
      return typeof value === 'number' ? requestStatusLabel(PROJECT_REPORT_LABELS[locale], value) : value;
    case 'transferStatus':
      return typeof value === 'number' ? transferStatusLabel(PROJECT_REPORT_LABELS[locale], value) : value;
    default:
      return value;
  }
}

/** One line per changed field (or one for a change without fields): the file filters and sorts like a table. */
export async function auditWorkbook(entries: readonly AuditEntry[], locale: Locale): Promise<Buffer> {
  const labels = AUDIT_EXPORT_LABELS[locale];
  const h = labels.headers;
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Activity', { views: [{ state: 'frozen', ySplit: 1, rightToLeft: RTL_LOCALES.includes(locale) }] });
  sheet.columns = [
    { header: h.savedAt, width: 20 },
    { header: h.madeOfflineAt, width: 20 },
    { header: h.user, width: 24 },
    { header: h.kind, width: 18 },
    { header: h.record, width: 10 },
    { header: h.title, width: 36 },
    { header: h.action, width: 28 },
    { header: h.field, width: 18 },
    { header: h.before, width: 30 },
    { header: h.after, width: 30 },
  ];
  for (const entry of entries) {
    const common = [
      new Date(entry.created_at),
      entry.queued_at ? new Date(entry.queued_at) : null,
      entry.user_name ?? labels.system,
      labels.entities[entry.entity],
      entry.entity_id,
      entry.title,
      // A month's report names its month beside the action, as the History tab does.
      entry.month ? `${labels.actions[entry.action]} (${entry.month})` : labels.actions[entry.action],
    ];
    const changes: (AuditChange | null)[] = entry.changes.length ? entry.changes : [null];
    for (const change of changes) {
      const row = sheet.addRow(
        change
          ? [...common, labels.fields[change.field], cellValue(change, change.from, labels, locale), cellValue(change, change.to, labels, locale)]
          : common,
      );
      row.alignment = { vertical: 'top', wrapText: true };
      row.getCell(1).numFmt = 'yyyy-mm-dd hh:mm';
      row.getCell(2).numFmt = 'yyyy-mm-dd hh:mm';
      if (change && AUDIT_FIELD_KINDS[change.field] === 'money') {
        row.getCell(9).numFmt = MONEY_FORMAT;
        row.getCell(10).numFmt = MONEY_FORMAT;
      }
    }
  }
  const header = sheet.getRow(1);
  header.font = { bold: true };
  if (entries.length) sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: 10 } };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** GET /api/Audit/export: what the list shows for the same filters (same scope rules), every page at once. */
export async function auditExport(portal: PortalContext, staff: SignedInStaff, query: AuditQuery, locale: Locale): Promise<{ fileName: string; content: Buffer }> {
  const page = await auditPage(portal, staff, { ...query, page: 1, rows: AUDIT_EXPORT_MAX_ROWS });
  const about = query.entity && query.entity_id !== undefined ? `${query.entity}-${query.entity_id}` : 'activity';
  return { fileName: `audit-${about}-${new Date().toISOString().slice(0, 10)}.xlsx`, content: await auditWorkbook(page.data, locale) };
}
