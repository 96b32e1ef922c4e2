import type { AuditAction, AuditEntity, AuditField } from '#contract/audit';
import type { Locale, ProposalStatus } from '#contract/enums';

/**
 * The words of the audit export, in English and Arabic. The PWA says the same with Lingui (src/features/audit/
 * audit-labels.ts); the export is made on the server like the other workbooks (decision 125), so it needs its own.
 * Each table is a Record over the contract's list: a new action, field or entity fails to compile until named here.
 */
export type AuditExportLabels = {
  headers: {
    savedAt: string;
    madeOfflineAt: string;
    user: string;
    kind: string;
    record: string;
    title: string;
    action: string;
    field: string;
    before: string;
    after: string;
  };
  system: string;
  actions: Record<AuditAction, string>;
  fields: Record<AuditField, string>;
  entities: Record<AuditEntity, string>;
  proposalStatuses: Record<ProposalStatus, string>;
};

const en: AuditExportLabels = {
  headers: {
    savedAt: 'Saved at',
    madeOfflineAt: 'Made offline at',
    user: 'User',
    kind: 'Kind',
    record: 'Record',
    title: 'Title',
    action: 'Action',
    field: 'Field',
    before: 'Before',
    after: 'After',
  },
  system: 'System',
  actions: {
    created: 'Created',
    updated: 'Updated',
    deleted: 'Deleted',
    published: 'Published',
    redrafted: 'Returned to draft',
    closed: 'Closed',
    detailsChanged: 'Changed the details',
    countriesChanged: 'Changed the countries',
    deadlineChanged: 'Changed the deadline',
    usersInChargeChanged: 'Changed the users in charge',
    objectiveAdded: 'Added an objective',
    objectiveRenamed: 'Renamed an objective',
    objectiveRemoved: 'Removed an objective',
    dueDiligenceAdded: 'Added a due diligence',
    dueDiligenceRemoved: 'Removed a due diligence',
    statusChanged: 'Changed the status',
    accepted: 'Accepted',
    installmentsChanged: 'Changed the installments',
    installmentStatusChanged: 'Changed an installment’s status',
    progressReportAdded: 'Added a progress report',
    progressReportRemoved: 'Removed a progress report',
    monthSaved: 'Saved a monthly report',
    monthSubmitted: 'Submitted a monthly report',
    monthReturned: 'Returned a monthly report with comments',
    monthApproved: 'Approved a monthly report',
  },
  fields: {
    title: 'Title',
    description: 'Description',
    eligibility: 'Eligibility',
    currency: 'Currency',
    min_size: 'Minimum size',
    max_size: 'Maximum size',
    deadline: 'Deadline',
    status: 'Status',
    request_status: 'Request status',
    transfer_status: 'Transfer status',
  },
  entities: {
    grant: 'Grant',
    proposal: 'Proposal',
    project: 'Project',
    negotiation: 'Negotiation comment',
    programObjective: 'Initiative objective',
    programOutcome: 'Outcome',
    programOutput: 'Output',
    programIndicator: 'Indicator',
    programActivity: 'Activity',
    programVerificationMethod: 'Means of verification',
    programMonitoring: 'Monitoring',
    programRisk: 'Risk',
  },
  proposalStatuses: {
    draft: 'Draft',
    submitted: 'Submitted',
    ongoing: 'Ongoing',
    finished: 'Finished',
    rejected: 'Rejected',
    underNegotiation: 'Under negotiation',
    unfinished: 'Unfinished',
    stopped: 'Stopped',
    accepted: 'Accepted',
  },
};

const ar: AuditExportLabels = {
  headers: {
    savedAt: 'وقت الحفظ',
    madeOfflineAt: 'وقت الإجراء دون اتصال',
    user: 'المستخدم',
    kind: 'النوع',
    record: 'السجل',
    title: 'العنوان',
    action: 'الإجراء',
    field: 'الحقل',
    before: 'قبل',
    after: 'بعد',
  },
  system: 'النظام',
  actions: {
    created: 'أنشأ',
    updated: 'عدّل',
    deleted: 'حذف',
    published: 'نشر',
    redrafted: 'أعاد إلى المسودة',
    closed: 'أغلق',
    detailsChanged: 'عدّل التفاصيل',
    countriesChanged: 'عدّل الدول',
    deadlineChanged: 'عدّل الموعد النهائي',
    usersInChargeChanged: 'عدّل المسؤولين',
    objectiveAdded: 'أضاف هدفًا',
    objectiveRenamed: 'أعاد تسمية هدف',
    objectiveRemoved: 'حذف هدفًا',
    dueDiligenceAdded: 'أضاف عناية واجبة',
    dueDiligenceRemoved: 'حذف عناية واجبة',
    statusChanged: 'غيّر الحالة',
    accepted: 'قبِل',
    installmentsChanged: 'عدّل الدفعات',
    installmentStatusChanged: 'غيّر حالة دفعة',
    progressReportAdded: 'أضاف تقرير إنجاز',
    progressReportRemoved: 'حذف تقرير إنجاز',
    monthSaved: 'حفظ تقريرًا شهريًا',
    monthSubmitted: 'أرسل تقريرًا شهريًا',
    monthReturned: 'أعاد تقريرًا شهريًا مع ملاحظات',
    monthApproved: 'اعتمد تقريرًا شهريًا',
  },
  fields: {
    title: 'العنوان',
    description: 'الوصف',
    eligibility: 'الأهلية',
    currency: 'العملة',
    min_size: 'الحد الأدنى',
    max_size: 'الحد الأعلى',
    deadline: 'الموعد النهائي',
    status: 'الحالة',
    request_status: 'حالة الطلب',
    transfer_status: 'حالة التحويل',
  },
  entities: {
    grant: 'منحة',
    proposal: 'مقترح',
    project: 'مشروع',
    negotiation: 'تعليق تفاوض',
    programObjective: 'هدف مبادرة',
    programOutcome: 'نتيجة',
    programOutput: 'مخرج',
    programIndicator: 'مؤشر',
    programActivity: 'نشاط',
    programVerificationMethod: 'وسيلة تحقق',
    programMonitoring: 'متابعة',
    programRisk: 'خطر',
  },
  proposalStatuses: {
    draft: 'مسودة',
    submitted: 'مقدَّم',
    ongoing: 'قيد التنفيذ',
    finished: 'منتهٍ',
    rejected: 'مرفوض',
    underNegotiation: 'قيد التفاوض',
    unfinished: 'غير مكتمل',
    stopped: 'متوقف',
    accepted: 'مقبول',
  },
};

export const AUDIT_EXPORT_LABELS: Record<Locale, AuditExportLabels> = { en, ar };
