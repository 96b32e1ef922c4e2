import { RiskLevel, type Locale, type ResponseStrategy, type RiskCategory } from '#contract/enums';

/**
 * Words of the risk spreadsheet, in both languages. The PWA has its own in the Lingui catalogs; a file made on the
 * server cannot use those, so the export carries this small table. Keyed by the contract's enums, so a new value
 * fails to compile until it has its label.
 */

type RiskLevelValue = (typeof RiskLevel)[keyof typeof RiskLevel];

export type RiskExportLabels = {
  columns: {
    title: string;
    description: string;
    category: string;
    likelihood: string;
    impact: string;
    score: string;
    level: string;
    response_strategy: string;
    mitigation: string;
    owner: string;
    isMaterialized: string;
  };
  categories: Record<RiskCategory, string>;
  strategies: Record<ResponseStrategy, string>;
  levels: Record<RiskLevelValue, string>;
  yes: string;
  no: string;
  summary: { proposal: string; total: string; materialized: string; byLevel: string; byCategory: string; count: string };
};

const en: RiskExportLabels = {
  columns: {
    title: 'Risk',
    description: 'Description',
    category: 'Category',
    likelihood: 'Likelihood (0–5)',
    impact: 'Impact (0–5)',
    score: 'Score',
    level: 'Level',
    response_strategy: 'Response strategy',
    mitigation: 'Mitigation measures',
    owner: 'Owner',
    isMaterialized: 'Materialised',
  },
  categories: {
    ethical: 'Ethical',
    fiduciary: 'Fiduciary',
    information: 'Information',
    legal_compliance: 'Legal and compliance',
    operational: 'Operational',
    reputational: 'Reputational',
    safety_and_security: 'Safety and security',
  },
  strategies: {
    avoidance: 'Avoidance',
    transference: 'Transference',
    mitigation: 'Mitigation',
    acceptance: 'Acceptance',
    exploit: 'Exploit',
    enhance: 'Enhance',
    share: 'Share',
  },
  levels: { [RiskLevel.Unset]: 'Unset', [RiskLevel.Low]: 'Low', [RiskLevel.Moderate]: 'Moderate', [RiskLevel.High]: 'High', [RiskLevel.Extreme]: 'Extreme' },
  yes: 'Yes',
  no: 'No',
  summary: {
    proposal: 'Proposal',
    total: 'Risks',
    materialized: 'Materialised',
    byLevel: 'By level',
    byCategory: 'By category',
    count: 'Count',
  },
};

const ar: RiskExportLabels = {
  columns: {
    title: 'الخطر',
    description: 'الوصف',
    category: 'الفئة',
    likelihood: 'الاحتمالية (0–5)',
    impact: 'الأثر (0–5)',
    score: 'الدرجة',
    level: 'المستوى',
    response_strategy: 'استراتيجية الاستجابة',
    mitigation: 'إجراءات التخفيف',
    owner: 'المسؤول',
    isMaterialized: 'وقع الخطر',
  },
  categories: {
    ethical: 'أخلاقي',
    fiduciary: 'ائتماني',
    information: 'معلوماتي',
    legal_compliance: 'قانوني وامتثال',
    operational: 'تشغيلي',
    reputational: 'يمس السمعة',
    safety_and_security: 'السلامة والأمن',
  },
  strategies: {
    avoidance: 'التجنب',
    transference: 'النقل',
    mitigation: 'التخفيف',
    acceptance: 'القبول',
    exploit: 'الاستغلال',
    enhance: 'التعزيز',
    share: 'المشاركة',
  },
  levels: {
    [RiskLevel.Unset]: 'غير محدد',
    [RiskLevel.Low]: 'منخفض',
    [RiskLevel.Moderate]: 'متوسط',
    [RiskLevel.High]: 'مرتفع',
    [RiskLevel.Extreme]: 'حرج',
  },
  yes: 'نعم',
  no: 'لا',
  summary: {
    proposal: 'المقترح',
    total: 'المخاطر',
    materialized: 'المخاطر التي وقعت',
    byLevel: 'حسب المستوى',
    byCategory: 'حسب الفئة',
    count: 'العدد',
  },
};

export const RISK_EXPORT_LABELS: Record<Locale, RiskExportLabels> = { en, ar };

export function levelLabel(labels: RiskExportLabels, level: number): string {
  return labels.levels[level as RiskLevelValue] ?? String(level);
}
