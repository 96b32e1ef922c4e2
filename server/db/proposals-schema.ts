import type { Generated } from 'kysely';

/** The tables of migration 005, beside schema.ts like grants-schema.ts. Same conventions: ISO text timestamps, 0/1 flags. */
export type ProposalTables = {
  ngos: NgoTable;
  ngo_contacts: NgoContactTable;
  ngo_due_diligences: NgoDueDiligenceTable;
  ngo_due_diligence_reviews: NgoDueDiligenceReviewTable;
  proposals: ProposalTable;
  proposal_sections: ProposalSectionTable;
  proposal_documents: ProposalDocumentTable;
  proposal_due_diligences: ProposalDueDiligenceTable;
  proposal_risks: ProposalRiskTable;
  proposal_users_in_charge: ProposalUserInChargeTable;
  negotiation_comments: NegotiationCommentTable;
  projects: ProjectTable;
  expenditure_batches: ExpenditureBatchTable;
  proposal_negotiation_snapshots: ProposalNegotiationSnapshotTable;
  proposal_deadline_reminders: ProposalDeadlineReminderTable;
};

/** What a proposal held when negotiation began, per section (migration 014). */
export type ProposalNegotiationSnapshotTable = { proposal_id: number; name: string; content: string };

/** A deadline reminder sent for a draft: one row per proposal and threshold (migration 014). */
export type ProposalDeadlineReminderTable = { proposal_id: number; days_before: number; sent_at: string };

export type NgoTable = {
  id: Generated<number>;
  name: string;
  shortcut: string | null;
  description: string | null;
  country_id: number | null;
  email: string | null;
  phone: string | null;
  website: string | null;
  created_at: string;
  /** Migration 015: the Arabic name, the logo's stored image name, the status (contract NGO_STATUSES) and the inviting funder. */
  name_ar: string | null;
  logo: string | null;
  status: Generated<string>;
  invited_by_donor_id: number | null;
};

export type NgoContactTable = { id: Generated<number>; ngo_id: number; name: string; position: string; email: string; phone: string };

export type NgoDueDiligenceTable = {
  id: Generated<number>;
  ngo_id: number;
  name: string;
  file_name: string | null;
  stored_name: string | null;
  issued_on: string | null;
  expires_on: string | null;
  /** The funder's due-diligence type the document answers (migration 016); null for papers kept before. */
  due_diligence_type_id: number | null;
  mime_type: string | null;
  size: number | null;
  uploaded_by: number | null;
  uploaded_at: string | null;
};

/** One funder's review of an organisation's document (migration 016): each funder reviews for itself. */
export type NgoDueDiligenceReviewTable = {
  id: Generated<number>;
  document_id: number;
  donor_id: number;
  status: string;
  comment: string | null;
  reviewed_by: number | null;
  reviewed_at: string;
};

export type ProposalTable = {
  id: Generated<number>;
  donor_id: number;
  grant_id: number;
  ngo_id: number;
  title: string;
  code: string;
  /** Wire spelling (under_negotiation). */
  status: string;
  country_id: number;
  currency_id: number;
  total_budget: number;
  start_date: string;
  end_date: string;
  /** Stored file name of the signed agreement, and the name it was uploaded under. */
  agreement_file: string | null;
  agreement_file_name: string | null;
  submitted_at: string | null;
  created_at: string;
  updated_at: string;
  version: Generated<number>;
};

/** One JSON document per section name (contract/proposals.ts PROPOSAL_SECTIONS). */
export type ProposalSectionTable = { proposal_id: number; name: string; content: string };

export type ProposalDocumentTable = {
  id: Generated<number>;
  proposal_id: number;
  title: string;
  file_name: string;
  stored_name: string;
  mime_type: string;
  size: number;
  uploaded_at: string;
};

export type ProposalDueDiligenceTable = {
  id: Generated<number>;
  proposal_id: number;
  due_diligence_id: number;
  file_name: string | null;
  stored_name: string | null;
  expires_on: string | null;
  note: string | null;
  /** The organisation's library document it was attached from (migration 014); null for one attached otherwise. */
  ngo_due_diligence_id: number | null;
};

export type ProposalRiskTable = {
  id: Generated<number>;
  proposal_id: number;
  title: string;
  description: string;
  category: string;
  likelihood: number;
  impact: number;
  response_strategy: string;
  mitigation: string;
  owner: string;
  is_materialized: number;
};

export type ProposalUserInChargeTable = { proposal_id: number; user_id: number; is_manager: number };

export type NegotiationCommentTable = {
  id: Generated<number>;
  proposal_id: number;
  donor_id: number;
  grant_id: number;
  page_id: number;
  content: string;
  type: number;
  by_ngo_user: number;
  created_by: number | null;
  ngo_user_name: string | null;
  ngo_user_email: string | null;
  created_at: string;
  updated_at: string | null;
};

/** A project's header fields are its proposal's (joined); the project row holds what changes after acceptance. */
export type ProjectTable = {
  id: Generated<number>;
  donor_id: number;
  proposal_id: number;
  /** Wire spelling: ongoing, finished, unfinished, stopped. */
  status: string;
  created_at: string;
  updated_at: string;
  version: Generated<number>;
};

export type ExpenditureBatchTable = {
  id: Generated<number>;
  donor_id: number;
  proposal_id: number;
  project_id: number | null;
  position: number;
  title: string;
  percent: number;
  amount: number;
  /** RequestStatus once requested; null until then (migration 008). */
  request_status: number | null;
  transfer_status: Generated<number>;
  created_at: string;
  updated_at: string;
};
