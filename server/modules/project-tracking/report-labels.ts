import { RequestStatus, TransferStatus, type Locale, type ProjectStatus } from '#contract/enums';
import type { ActivityStatus, IndicatorStatus, ProgressReportKind } from '#contract/project-tracking';

/**
 * Words of the project report spreadsheet, in both languages (a file made on the server cannot use the PWA's
 * Lingui catalogs). Risk words come from the risk export's table (server/modules/proposals/risk-labels.ts). Keyed by
 * the contract's enums, so a new value fails to compile until it has its label.
 */

type RequestStatusValue = (typeof RequestStatus)[keyof typeof RequestStatus];
type TransferStatusValue = (typeof TransferStatus)[keyof typeof TransferStatus];

export type ProjectReportLabels = {
  summary: {
    project: string;
    code: string;
    organisation: string;
    grant: string;
    country: string;
    period: string;
    status: string;
    currency: string;
    asOf: string;
    budget: string;
    planned: string;
    transferred: string;
    spent: string;
    remaining: string;
    burn: string;
    indicators: string;
    averageAchievement: string;
    workplanProgress: string;
    expectedProgress: string;
    delayedActivities: string;
    openRisks: string;
  };
  budget: { category: string; description: string; planned: string; spent: string; remaining: string; burn: string; total: string };
  installments: {
    position: string;
    title: string;
    percent: string;
    amount: string;
    requestStatus: string;
    transferStatus: string;
    transferredAt: string;
  };
  indicators: {
    code: string;
    title: string;
    output: string;
    unit: string;
    baseline: string;
    target: string;
    targetToDate: string;
    actualToDate: string;
    achievement: string;
    status: string;
  };
  workplan: {
    code: string;
    title: string;
    output: string;
    plannedStart: string;
    plannedEnd: string;
    actualStart: string;
    actualEnd: string;
    progress: string;
    expected: string;
    status: string;
    delayed: string;
  };
  reports: { title: string; kind: string; periodStart: string; periodEnd: string; uploadedBy: string; uploadedAt: string };
  /** The sheets of a period (the report to the board). */
  period: {
    from: string;
    to: string;
    spent: string;
    spentBefore: string;
    spentToDate: string;
    transferred: string;
    transferredToDate: string;
    burn: string;
    category: string;
    planned: string;
    categorySpent: string;
    categorySpentToDate: string;
    categoryBurn: string;
    periodTarget: string;
    periodActual: string;
    plannedInPeriod: string;
    activeInPeriod: string;
    completedInPeriod: string;
  };
  requestStatuses: Record<RequestStatusValue, string>;
  /** An installment nobody has asked for yet (request status null). */
  notRequested: string;
  transferStatuses: Record<TransferStatusValue, string>;
  activityStatuses: Record<ActivityStatus, string>;
  indicatorStatuses: Record<IndicatorStatus, string>;
  kinds: Record<ProgressReportKind, string>;
  projectStatuses: Record<ProjectStatus, string>;
};

const en: ProjectReportLabels = {
  summary: {
    project: 'Project',
    code: 'Code',
    organisation: 'Organisation',
    grant: 'Grant',
    country: 'Country',
    period: 'Project period',
    status: 'Status',
    currency: 'Currency',
    asOf: 'Figures as of',
    budget: 'Budget',
    planned: 'Planned in budget lines',
    transferred: 'Transferred',
    spent: 'Spent',
    remaining: 'Remaining',
    burn: 'Spent (% of budget)',
    indicators: 'Indicators',
    averageAchievement: 'Average achievement (%)',
    workplanProgress: 'Work plan progress (%)',
    expectedProgress: 'Expected progress (%)',
    delayedActivities: 'Delayed activities',
    openRisks: 'Open risks',
  },
  budget: {
    category: 'Category',
    description: 'Budget line',
    planned: 'Planned',
    spent: 'Spent',
    remaining: 'Remaining',
    burn: 'Spent (%)',
    total: 'Total',
  },
  installments: {
    position: '#',
    title: 'Installment',
    percent: 'Percent',
    amount: 'Amount',
    requestStatus: 'Request status',
    transferStatus: 'Transfer status',
    transferredAt: 'Transferred on',
  },
  indicators: {
    code: 'Code',
    title: 'Indicator',
    output: 'Output',
    unit: 'Unit',
    baseline: 'Baseline',
    target: 'Target',
    targetToDate: 'Planned to date',
    actualToDate: 'Achieved to date',
    achievement: 'Achievement (%)',
    status: 'Status',
  },
  workplan: {
    code: 'Code',
    title: 'Activity',
    output: 'Output',
    plannedStart: 'Planned start',
    plannedEnd: 'Planned end',
    actualStart: 'Actual start',
    actualEnd: 'Actual end',
    progress: 'Progress (%)',
    expected: 'Expected (%)',
    status: 'Status',
    delayed: 'Delayed',
  },
  reports: {
    title: 'Report',
    kind: 'Type',
    periodStart: 'Period start',
    periodEnd: 'Period end',
    uploadedBy: 'Uploaded by',
    uploadedAt: 'Uploaded on',
  },
  period: {
    from: 'Period from',
    to: 'Period to',
    spent: 'Spent in the period',
    spentBefore: 'Spent before the period',
    spentToDate: 'Spent by the end of the period',
    transferred: 'Transferred in the period',
    transferredToDate: 'Transferred by the end of the period',
    burn: 'Spent by the end of the period (% of budget)',
    category: 'Category',
    planned: 'Planned',
    categorySpent: 'Spent in the period',
    categorySpentToDate: 'Spent by the end of the period',
    categoryBurn: 'Spent by the end of the period (%)',
    periodTarget: 'Planned in the period',
    periodActual: 'Achieved in the period',
    plannedInPeriod: 'Planned in the period',
    activeInPeriod: 'Under way in the period',
    completedInPeriod: 'Completed in the period',
  },
  requestStatuses: {
    [RequestStatus.Requested]: 'Requested',
    [RequestStatus.Approved]: 'Approved',
    [RequestStatus.Received]: 'Received',
    [RequestStatus.UnderNegotiation]: 'Under negotiation',
    [RequestStatus.Rejected]: 'Rejected',
  },
  notRequested: 'Not requested',
  transferStatuses: { [TransferStatus.Pending]: 'Pending', [TransferStatus.Transferred]: 'Transferred' },
  activityStatuses: { not_started: 'Not started', in_progress: 'In progress', completed: 'Completed', on_hold: 'On hold', cancelled: 'Cancelled' },
  indicatorStatuses: { not_started: 'No figures yet', behind: 'Behind plan', on_track: 'On track', ahead: 'Ahead of plan' },
  kinds: { narrative: 'Narrative', financial: 'Financial' },
  projectStatuses: { ongoing: 'Ongoing', accepted: 'Accepted', finished: 'Finished', unfinished: 'Unfinished', stopped: 'Stopped' },
};

const ar: ProjectReportLabels = {
  summary: {
    project: 'المشروع',
    code: 'الرمز',
    organisation: 'المنظمة',
    grant: 'المنحة',
    country: 'الدولة',
    period: 'فترة المشروع',
    status: 'الحالة',
    currency: 'العملة',
    asOf: 'الأرقام حتى تاريخ',
    budget: 'الميزانية',
    planned: 'المخطط في بنود الميزانية',
    transferred: 'المحوَّل',
    spent: 'المصروف',
    remaining: 'المتبقي',
    burn: 'المصروف (% من الميزانية)',
    indicators: 'المؤشرات',
    averageAchievement: 'متوسط نسبة الإنجاز (%)',
    workplanProgress: 'تقدم خطة العمل (%)',
    expectedProgress: 'التقدم المتوقع (%)',
    delayedActivities: 'الأنشطة المتأخرة',
    openRisks: 'المخاطر القائمة',
  },
  budget: {
    category: 'الفئة',
    description: 'بند الميزانية',
    planned: 'المخطط',
    spent: 'المصروف',
    remaining: 'المتبقي',
    burn: 'المصروف (%)',
    total: 'المجموع',
  },
  installments: {
    position: '#',
    title: 'الدفعة',
    percent: 'النسبة',
    amount: 'المبلغ',
    requestStatus: 'حالة الطلب',
    transferStatus: 'حالة التحويل',
    transferredAt: 'تاريخ التحويل',
  },
  indicators: {
    code: 'الرمز',
    title: 'المؤشر',
    output: 'المخرج',
    unit: 'الوحدة',
    baseline: 'خط الأساس',
    target: 'المستهدف',
    targetToDate: 'المخطط حتى تاريخه',
    actualToDate: 'المتحقق حتى تاريخه',
    achievement: 'نسبة الإنجاز (%)',
    status: 'الحالة',
  },
  workplan: {
    code: 'الرمز',
    title: 'النشاط',
    output: 'المخرج',
    plannedStart: 'البداية المخططة',
    plannedEnd: 'النهاية المخططة',
    actualStart: 'البداية الفعلية',
    actualEnd: 'النهاية الفعلية',
    progress: 'التقدم (%)',
    expected: 'المتوقع (%)',
    status: 'الحالة',
    delayed: 'متأخر',
  },
  reports: { title: 'التقرير', kind: 'النوع', periodStart: 'بداية الفترة', periodEnd: 'نهاية الفترة', uploadedBy: 'رفعه', uploadedAt: 'تاريخ الرفع' },
  period: {
    from: 'الفترة من',
    to: 'الفترة إلى',
    spent: 'المصروف خلال الفترة',
    spentBefore: 'المصروف قبل الفترة',
    spentToDate: 'المصروف حتى نهاية الفترة',
    transferred: 'المحوَّل خلال الفترة',
    transferredToDate: 'المحوَّل حتى نهاية الفترة',
    burn: 'المصروف حتى نهاية الفترة (% من الميزانية)',
    category: 'الفئة',
    planned: 'المخطط',
    categorySpent: 'المصروف خلال الفترة',
    categorySpentToDate: 'المصروف حتى نهاية الفترة',
    categoryBurn: 'المصروف حتى نهاية الفترة (%)',
    periodTarget: 'المخطط خلال الفترة',
    periodActual: 'المتحقق خلال الفترة',
    plannedInPeriod: 'مخطط خلال الفترة',
    activeInPeriod: 'قيد التنفيذ خلال الفترة',
    completedInPeriod: 'اكتمل خلال الفترة',
  },
  requestStatuses: {
    [RequestStatus.Requested]: 'مطلوبة',
    [RequestStatus.Approved]: 'معتمدة',
    [RequestStatus.Received]: 'مستلمة',
    [RequestStatus.UnderNegotiation]: 'قيد التفاوض',
    [RequestStatus.Rejected]: 'مرفوضة',
  },
  notRequested: 'لم تُطلب بعد',
  transferStatuses: { [TransferStatus.Pending]: 'قيد الانتظار', [TransferStatus.Transferred]: 'محوَّلة' },
  activityStatuses: { not_started: 'لم يبدأ', in_progress: 'قيد التنفيذ', completed: 'مكتمل', on_hold: 'متوقف مؤقتًا', cancelled: 'ملغى' },
  indicatorStatuses: { not_started: 'لا أرقام بعد', behind: 'متأخر عن الخطة', on_track: 'ضمن الخطة', ahead: 'متقدم على الخطة' },
  kinds: { narrative: 'سردي', financial: 'مالي' },
  projectStatuses: { ongoing: 'قيد التنفيذ', accepted: 'مقبول', finished: 'منتهٍ', unfinished: 'غير مكتمل', stopped: 'متوقف' },
};

export const PROJECT_REPORT_LABELS: Record<Locale, ProjectReportLabels> = { en, ar };

export function requestStatusLabel(labels: ProjectReportLabels, status: number | null): string {
  if (status === null) return labels.notRequested;
  return labels.requestStatuses[status as RequestStatusValue] ?? String(status);
}

export function transferStatusLabel(labels: ProjectReportLabels, status: number): string {
  return labels.transferStatuses[status as TransferStatusValue] ?? String(status);
}
