import type { Generated } from 'kysely';

/** The tables of migration 017 (projects reported month by month). Same conventions as schema.ts. */
export type MonthlyReportTables = {
  report_files: ReportFileTable;
  monthly_reports: MonthlyReportTable;
  monthly_report_indicators: MonthlyReportIndicatorTable;
  monthly_report_activities: MonthlyReportActivityTable;
  monthly_report_spending: MonthlyReportSpendingTable;
  monthly_report_beneficiaries: MonthlyReportBeneficiariesTable;
  project_stories: ProjectStoryTable;
  monthly_report_comments: MonthlyReportCommentTable;
  /** Migration 017 adds the month a spending row came from to migration 006's table. */
  spending_entries: { monthly_report_id: number | null };
};

/** A receipt or a photo, stored through server/platform/file-storage.ts under `stored_name`. */
export type ReportFileTable = {
  id: Generated<number>;
  project_id: number;
  file_name: string;
  stored_name: string;
  mime_type: string;
  size: number;
  uploaded_by: number | null;
  created_at: string;
};

export type MonthlyReportTable = {
  id: Generated<number>;
  project_id: number;
  month: string;
  /** contract/monthly-reports.ts MONTHLY_REPORT_STATUSES */
  status: string;
  version: Generated<number>;
  narrative: string | null;
  saved_at: string;
  saved_by: number | null;
  submitted_at: string | null;
  submitted_by: number | null;
  reviewed_at: string | null;
  reviewed_by: number | null;
  approval_comment: string | null;
  reminded_due: Generated<number>;
  reminded_overdue: Generated<number>;
  created_at: string;
};

export type MonthlyReportIndicatorTable = { report_id: number; indicator_id: number; actual: number | null; female: number | null; male: number | null; note: string | null };

export type MonthlyReportActivityTable = { report_id: number; activity_id: number; status: string; progress: number; note: string | null };

export type MonthlyReportSpendingTable = {
  id: Generated<number>;
  report_id: number;
  key: string;
  position: number;
  line_id: number;
  date: string;
  amount: number;
  description: string;
  receipt_file_id: number | null;
};

export type MonthlyReportBeneficiariesTable = { report_id: number; sex: string; type: string; count: number };

export type ProjectStoryTable = {
  id: Generated<number>;
  project_id: number;
  report_id: number;
  key: string;
  position: number;
  title_en: string | null;
  title_ar: string | null;
  text_en: string | null;
  text_ar: string | null;
  photo_file_id: number | null;
  people_reached: number | null;
  place: string | null;
  featured: Generated<number>;
  featured_at: string | null;
  featured_by: number | null;
};

export type MonthlyReportCommentTable = {
  id: Generated<number>;
  report_id: number;
  round: number;
  item_kind: string;
  item_key: string | null;
  text: string;
  author_id: number | null;
  author_name: string;
  created_at: string;
};
