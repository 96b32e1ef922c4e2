import type { ActivityStatus, ProgressReportKind } from '#contract/project-tracking';
import type { Language } from './proposal-content-shapes';

/** The words of the demo projects' follow-up (project-tracking-data.ts), in English and Arabic. */

export type TrackingText = {
  indicatorNotes: { behind: string[]; ahead: string[] };
  activityNotes: Partial<Record<ActivityStatus | 'delayed', string>>;
  reportTitle: (kind: ProgressReportKind | 'inception', quarter: number, year: number) => string;
  batchNotes: { negotiation: string; rejected: string; approved: string; transferred: string; requested: string };
  spendingNote: string;
};

const en: TrackingText = {
  indicatorNotes: {
    behind: [
      'Access to two sites was restricted for part of the month.',
      'Distribution postponed after a supplier delay; catch-up planned next month.',
      'Lower turnout during the harvest season.',
      'Field team reduced while two vacancies were filled.',
    ],
    ahead: ['Community volunteers joined the outreach campaign.', 'A second shift was opened to meet demand.'],
  },
  activityNotes: {
    delayed: 'Started late: procurement took longer than planned.',
    on_hold: 'Suspended when the project was stopped.',
    cancelled: 'Cancelled by agreement with the funder; budget moved to direct assistance.',
    completed: 'Completed and verified during the monitoring visit.',
  },
  reportTitle: (kind, quarter, year) =>
    kind === 'inception'
      ? 'Inception report'
      : kind === 'narrative'
        ? `Quarterly narrative report Q${quarter} ${year}`
        : `Quarterly financial report Q${quarter} ${year}`,
  batchNotes: {
    requested: 'Request submitted with the latest financial report.',
    negotiation: 'Please explain the underspending on staff costs before we approve.',
    rejected: 'Not approved: the previous installment is not yet accounted for.',
    approved: 'Approved after review of the financial report.',
    transferred: 'Transferred to the partner’s project account.',
  },
  spendingNote: 'Split between two installments.',
};

const ar: TrackingText = {
  indicatorNotes: {
    behind: [
      'تعذّر الوصول إلى موقعين خلال جزء من الشهر.',
      'أُجّل التوزيع بسبب تأخر المورّد، ومن المقرر التعويض في الشهر القادم.',
      'انخفاض المشاركة خلال موسم الحصاد.',
      'تقلّص الفريق الميداني ريثما تم شغل شاغرين.',
    ],
    ahead: ['انضم متطوعون من المجتمع إلى حملة التوعية.', 'فُتحت فترة عمل ثانية لتلبية الطلب.'],
  },
  activityNotes: {
    delayed: 'بدأ متأخرًا: استغرقت المشتريات وقتًا أطول من المخطط.',
    on_hold: 'عُلّق عند إيقاف المشروع.',
    cancelled: 'أُلغي بالاتفاق مع الجهة المانحة ونُقلت ميزانيته إلى المساعدة المباشرة.',
    completed: 'اكتمل وتم التحقق منه خلال زيارة المتابعة.',
  },
  reportTitle: (kind, quarter, year) =>
    kind === 'inception'
      ? 'تقرير البدء'
      : kind === 'narrative'
        ? `التقرير السردي للربع ${quarter} من عام ${year}`
        : `التقرير المالي للربع ${quarter} من عام ${year}`,
  batchNotes: {
    requested: 'قُدّم الطلب مع آخر تقرير مالي.',
    negotiation: 'يرجى توضيح انخفاض الصرف على تكاليف الموظفين قبل الاعتماد.',
    rejected: 'لم يُعتمد: لم تتم تسوية الدفعة السابقة بعد.',
    approved: 'اعتُمد بعد مراجعة التقرير المالي.',
    transferred: 'حُوّل إلى حساب المشروع لدى الشريك.',
  },
  spendingNote: 'موزّع بين دفعتين.',
};

export const TRACKING_TEXT: Record<Language, TrackingText> = { en, ar };

/** The language a demo project's follow-up is written in: its title's (a bilingual title alternates by index). */
export function trackingLanguage(title: string, index: number): Language {
  const arabic = /[\u0600-\u06ff]/.test(title);
  const latin = /[A-Za-z]/.test(title);
  if (arabic && latin) return index % 2 === 0 ? 'en' : 'ar';
  return arabic ? 'ar' : 'en';
}
