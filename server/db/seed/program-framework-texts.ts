import type { ResponseStrategy, RiskCategory } from '#contract/enums';
import type { MonitoringMethod, ReportingFrequency } from '#contract/program-framework';

/**
 * The demo programs' results frameworks, keyed by the programs' references in demo-data.ts, written the way the
 * funders' programme staff write them: English, Arabic, or both. Objectives are those of demo-program-details.ts,
 * in their order; `objective` and `method` point at them by index and by code.
 */

export type SeedIndicator = {
  code: string;
  title: string;
  unit: string;
  baseline: number;
  target: number;
  frequency: ReportingFrequency;
  /** The code of one of the framework's verification methods. */
  method: string;
  disaggregation?: string;
};
/** Months counted from January of the seed's year: [start, end]. */
export type SeedActivity = { code: string; title: string; responsible?: string; months: [number, number] };
export type SeedOutput = { code: string; title: string; indicators: SeedIndicator[]; activities: SeedActivity[] };
export type SeedOutcome = { code: string; title: string; description?: string; objective: number; indicators: SeedIndicator[]; outputs: SeedOutput[] };
export type SeedRisk = {
  code: string;
  title: string;
  description?: string;
  category: RiskCategory;
  likelihood: number;
  impact: number;
  strategy: ResponseStrategy;
  mitigation: string;
  owner?: string;
  materialized?: boolean;
};
export type SeedFramework = {
  objectives: { code: string; description?: string }[];
  verificationMethods: { code: string; title: string; source: string; responsible?: string; description?: string }[];
  outcomes: SeedOutcome[];
  monitoring: { code: string; title: string; method: MonitoringMethod; frequency: ReportingFrequency; responsible: string; description?: string }[];
  risks: SeedRisk[];
};

export const PROGRAM_FRAMEWORKS: Record<string, SeedFramework> = {
  'ANDF-EDU-01': {
    objectives: [
      { code: 'OBJ1', description: 'Children aged 4–5 in host communities and camps start school ready to learn.' },
      { code: 'OBJ2', description: 'تطوير قدرات معلمات رياض الأطفال في أساليب التعلم النشط القائم على اللعب.' },
      { code: 'OBJ3' },
    ],
    verificationMethods: [
      { code: 'MV1', title: 'Kindergarten enrolment registers / سجلات التسجيل في رياض الأطفال', source: 'Registers kept by each kindergarten, copied monthly by the partner', responsible: 'Partner M&E officers' },
      { code: 'MV2', title: 'Classroom observation checklist', source: 'Structured observation by the programme’s early-childhood specialist', responsible: 'Early-childhood specialist' },
      { code: 'MV3', title: 'محاضر استلام المواد التعليمية', source: 'محاضر موقعة من إدارات الروضات', responsible: 'منسق المشتريات' },
      { code: 'MV4', title: 'Caregiver survey / مسح أولياء الأمور', source: 'Household survey at baseline and end line', responsible: 'Third-party evaluator' },
    ],
    outcomes: [
      {
        code: 'OC1',
        title: 'More children aged 4–5 attend pre-school regularly in the target districts',
        objective: 0,
        indicators: [{ code: 'IND1', title: 'Net pre-school enrolment rate in the target districts', unit: '%', baseline: 38, target: 60, frequency: 'annual', method: 'MV1', disaggregation: 'sex, district, nationality' }],
        outputs: [
          {
            code: 'OP1.1',
            title: 'فتح شعب جديدة في الروضات المجتمعية لأطفال المجتمع المضيف واللاجئين',
            indicators: [{ code: 'IND2', title: 'New kindergarten places created', unit: 'places', baseline: 0, target: 1200, frequency: 'quarterly', method: 'MV1' }],
            activities: [
              { code: 'A1.1.1', title: 'Rehabilitate classrooms in 20 community centres', responsible: 'Partner engineers', months: [1, 5] },
              { code: 'A1.1.2', title: 'حملة توعية للأسر حول أهمية التعليم المبكر', responsible: 'فرق التوعية المجتمعية', months: [2, 8] },
            ],
          },
          {
            code: 'OP1.2',
            title: 'Families of out-of-school children visited and supported to enrol',
            indicators: [{ code: 'IND3', title: 'Families reached by outreach visits', unit: 'families', baseline: 0, target: 3000, frequency: 'monthly', method: 'MV4' }],
            activities: [{ code: 'A1.2.1', title: 'Door-to-door outreach in the camps / زيارات منزلية في المخيمات', responsible: 'Community volunteers', months: [3, 11] }],
          },
        ],
      },
      {
        code: 'OC2',
        title: 'تطبيق المعلمات لأساليب التعلم باللعب داخل الصفوف',
        objective: 1,
        indicators: [{ code: 'IND4', title: 'Trained teachers rated proficient on the observation checklist', unit: '%', baseline: 0, target: 75, frequency: 'semi_annual', method: 'MV2' }],
        outputs: [
          {
            code: 'OP2.1',
            title: 'Teachers complete the 60-hour play-based learning course',
            indicators: [{ code: 'IND5', title: 'عدد المعلمات اللواتي أتممن الدورة التدريبية', unit: 'teachers', baseline: 0, target: 160, frequency: 'quarterly', method: 'MV2', disaggregation: 'governorate' }],
            activities: [
              { code: 'A2.1.1', title: 'Deliver the course in four cohorts', responsible: 'Training partner', months: [2, 9] },
              { code: 'A2.1.2', title: 'زيارات إشراف ميداني شهرية للمعلمات', responsible: 'Early-childhood specialist', months: [3, 12] },
            ],
          },
        ],
      },
      {
        code: 'OC3',
        title: 'Community kindergartens have what a play-based classroom needs',
        objective: 2,
        indicators: [],
        outputs: [
          {
            code: 'OP3.1',
            title: 'Learning kits delivered to 40 kindergartens / توزيع حقائب التعلم على 40 روضة',
            indicators: [{ code: 'IND6', title: 'Kindergartens that received a complete learning kit', unit: 'kindergartens', baseline: 0, target: 40, frequency: 'quarterly', method: 'MV3' }],
            activities: [
              { code: 'A3.1.1', title: 'Procure 40 learning kits', responsible: 'منسق المشتريات', months: [1, 3] },
              { code: 'A3.1.2', title: 'توزيع الحقائب وتوقيع محاضر الاستلام', responsible: 'Partner logistics', months: [4, 5] },
            ],
          },
        ],
      },
    ],
    monitoring: [
      { code: 'ME1', title: 'Baseline and end-line caregiver survey', method: 'survey', frequency: 'once', responsible: 'Third-party evaluator / مقيّم خارجي' },
      { code: 'ME2', title: 'Field monitoring visits to kindergartens', method: 'field_visit', frequency: 'quarterly', responsible: 'Programme officer' },
      { code: 'ME3', title: 'مراجعة بيانات التسجيل الشهرية', method: 'data_review', frequency: 'monthly', responsible: 'مسؤول المتابعة والتقييم' },
      { code: 'ME4', title: 'Mid-term learning review with the partners', method: 'learning_review', frequency: 'once', responsible: 'Programme manager' },
    ],
    risks: [
      { code: 'R1', title: 'Families withdraw children during the harvest season', category: 'operational', likelihood: 3, impact: 3, strategy: 'mitigation', mitigation: 'Catch-up sessions after the season; outreach volunteers keep contact with families.', owner: 'Partner coordinators' },
      { code: 'R2', title: 'تأخر توريد المواد التعليمية بسبب إجراءات الجمارك', category: 'operational', likelihood: 4, impact: 2, strategy: 'mitigation', mitigation: 'الشراء من السوق المحلي قدر الإمكان وبدء إجراءات الشراء في الربع الأول.', owner: 'منسق المشتريات', materialized: true },
      { code: 'R3', title: 'A child safeguarding incident in a partner kindergarten', category: 'safety_and_security', likelihood: 1, impact: 5, strategy: 'avoidance', mitigation: 'Safeguarding training for all staff, signed code of conduct, incidents reported to the funder within 24 hours.', owner: 'Safeguarding focal point' },
    ],
  },
  'ANDF-WASH-02': {
    objectives: [{ code: 'OBJ1', description: 'Safe, sufficient water for 20,000 people in the northern governorates.' }, { code: 'OBJ2' }],
    verificationMethods: [
      { code: 'MV1', title: 'Water quality test results / نتائج فحص جودة المياه', source: 'Laboratory reports of the water authority', responsible: 'Water authority laboratory' },
      { code: 'MV2', title: 'Household water survey', source: 'Sample survey of served households', responsible: 'Partner M&E team' },
      { code: 'MV3', title: 'محاضر تسليم المرافق للمدارس', source: 'Handover minutes signed by school principals', responsible: 'مهندس البرنامج' },
    ],
    outcomes: [
      {
        code: 'OC1',
        title: 'Households in the target villages use safe drinking water',
        objective: 0,
        indicators: [{ code: 'IND1', title: 'Households with at least 50 litres of safe water per person per day', unit: '%', baseline: 41, target: 85, frequency: 'semi_annual', method: 'MV2', disaggregation: 'village, head of household sex' }],
        outputs: [
          {
            code: 'OP1.1',
            title: 'إعادة تأهيل شبكات المياه في 12 قرية',
            indicators: [{ code: 'IND2', title: 'Kilometres of network rehabilitated', unit: 'km', baseline: 0, target: 36, frequency: 'quarterly', method: 'MV3' }],
            activities: [{ code: 'A1.1.1', title: 'Replace corroded pipes and valves', responsible: 'Contractor under partner supervision', months: [2, 10] }],
          },
          {
            code: 'OP1.2',
            title: 'Water committees trained to run and maintain the networks',
            indicators: [{ code: 'IND3', title: 'Committees with a maintenance plan and fee collection', unit: 'committees', baseline: 0, target: 12, frequency: 'quarterly', method: 'MV2' }],
            activities: [{ code: 'A1.2.1', title: 'تدريب لجان المياه على الصيانة والإدارة المالية', responsible: 'Partner WASH officer', months: [5, 9] }],
          },
        ],
      },
      {
        code: 'OC2',
        title: 'تحسن ممارسات النظافة في المدارس المستهدفة',
        objective: 1,
        indicators: [{ code: 'IND4', title: 'Schools passing the water-quality test', unit: 'schools', baseline: 4, target: 18, frequency: 'quarterly', method: 'MV1' }],
        outputs: [
          {
            code: 'OP2.1',
            title: 'Latrines and hand-washing stations built in 18 schools',
            indicators: [{ code: 'IND5', title: 'Gender-separated latrine blocks handed over', unit: 'blocks', baseline: 0, target: 36, frequency: 'quarterly', method: 'MV3' }],
            activities: [{ code: 'A2.1.1', title: 'Build latrine blocks and hand-washing stations', responsible: 'مهندس البرنامج', months: [3, 8] }],
          },
        ],
      },
    ],
    monitoring: [
      { code: 'ME1', title: 'Monthly water quality sampling / أخذ عينات شهرية', method: 'data_review', frequency: 'monthly', responsible: 'Water authority laboratory' },
      { code: 'ME2', title: 'Third-party verification of completed works', method: 'third_party_monitoring', frequency: 'semi_annual', responsible: 'Independent engineer' },
      { code: 'ME3', title: 'التقييم النهائي للبرنامج', method: 'evaluation', frequency: 'once', responsible: 'External evaluator' },
    ],
    risks: [
      { code: 'R1', title: 'Contractor delays during the rainy season', category: 'operational', likelihood: 4, impact: 3, strategy: 'mitigation', mitigation: 'Works planned outside the rainy months; penalties in contracts.', owner: 'مهندس البرنامج' },
      { code: 'R2', title: 'اختلاس رسوم المياه من قبل أعضاء اللجان', category: 'fiduciary', likelihood: 2, impact: 4, strategy: 'mitigation', mitigation: 'Two signatories, monthly public reporting of collected fees.', owner: 'Partner finance officer' },
      { code: 'R3', title: 'Water source contamination after floods', category: 'safety_and_security', likelihood: 2, impact: 5, strategy: 'transference', mitigation: 'Emergency chlorination stock held by the water authority.', owner: 'Water authority' },
    ],
  },
  'ANDF-LIV-03': {
    objectives: [{ code: 'OBJ1' }, { code: 'OBJ2' }, { code: 'OBJ3' }, { code: 'OBJ4', description: 'Cooperatives led by women sell to reliable buyers at fair prices.' }],
    verificationMethods: [
      { code: 'MV1', title: 'Training attendance and test records', source: 'Training provider’s attendance sheets and certificates', responsible: 'Training provider' },
      { code: 'MV2', title: 'تقارير متابعة المشاريع المنزلية', source: 'Visits to grantees’ businesses every quarter', responsible: 'Business mentors' },
      { code: 'MV3', title: 'Sales contracts of the cooperatives', source: 'Signed contracts and invoices', responsible: 'Cooperative boards' },
    ],
    outcomes: [
      {
        code: 'OC1',
        title: 'Women earn a regular income from a trade or a home business / دخل منتظم للنساء',
        objective: 0,
        indicators: [{ code: 'IND1', title: 'Participants earning at least 150 JOD a month six months after training', unit: '%', baseline: 9, target: 45, frequency: 'semi_annual', method: 'MV2' }],
        outputs: [
          {
            code: 'OP1.1',
            title: 'Vocational courses completed by 500 women',
            indicators: [{ code: 'IND2', title: 'Women certified in a trade', unit: 'women', baseline: 0, target: 500, frequency: 'quarterly', method: 'MV1', disaggregation: 'age group, nationality' }],
            activities: [{ code: 'A1.1.1', title: 'دورات مهنية في الخياطة وتصنيع الأغذية والتجميل', responsible: 'Training provider', months: [1, 9] }],
          },
          {
            code: 'OP1.2',
            title: 'منح صغيرة لإطلاق 200 مشروع منزلي',
            indicators: [{ code: 'IND3', title: 'Home businesses still trading after 12 months', unit: 'businesses', baseline: 0, target: 150, frequency: 'annual', method: 'MV2' }],
            activities: [{ code: 'A1.2.1', title: 'Business-plan coaching and grant disbursement', responsible: 'Business mentors', months: [6, 12] }],
          },
        ],
      },
      {
        code: 'OC2',
        title: 'Cooperatives led by women reach stable markets',
        objective: 3,
        indicators: [{ code: 'IND4', title: 'Value of sales under contract', unit: 'JOD', baseline: 12000, target: 90000, frequency: 'quarterly', method: 'MV3' }],
        outputs: [
          {
            code: 'OP2.1',
            title: 'ربط التعاونيات بتجار الجملة والفنادق',
            indicators: [{ code: 'IND5', title: 'Buyer agreements signed', unit: 'agreements', baseline: 0, target: 10, frequency: 'quarterly', method: 'MV3' }],
            activities: [{ code: 'A2.1.1', title: 'Buyer fairs in Amman and Irbid', responsible: 'Market linkages officer', months: [4, 10] }],
          },
        ],
      },
    ],
    monitoring: [
      { code: 'ME1', title: 'Quarterly visits to home businesses', method: 'field_visit', frequency: 'quarterly', responsible: 'Business mentors' },
      { code: 'ME2', title: 'مسح الدخل بعد ستة أشهر من التدريب', method: 'survey', frequency: 'semi_annual', responsible: 'M&E officer' },
      { code: 'ME3', title: 'Annual learning review with cooperatives', method: 'learning_review', frequency: 'annual', responsible: 'Programme manager' },
    ],
    risks: [
      { code: 'R1', title: 'Social pressure keeps women from attending courses', category: 'reputational', likelihood: 3, impact: 3, strategy: 'mitigation', mitigation: 'Courses close to home, childcare on site, family information sessions.', owner: 'Community mobilisers' },
      { code: 'R2', title: 'Grants spent on household needs instead of the business', category: 'fiduciary', likelihood: 3, impact: 2, strategy: 'acceptance', mitigation: 'Grants paid in two instalments against a purchase plan.', owner: 'Business mentors' },
      { code: 'R3', title: 'تغيير في تعليمات تسجيل المشاريع المنزلية', category: 'legal_compliance', likelihood: 2, impact: 3, strategy: 'mitigation', mitigation: 'Legal clinic sessions and follow-up with the municipality.', owner: 'Legal adviser' },
    ],
  },
  'ANDF-FSL-04': {
    objectives: [{ code: 'OBJ1' }, { code: 'OBJ2' }],
    verificationMethods: [
      { code: 'MV1', title: 'Distribution lists signed by farmers / كشوف التوزيع الموقعة', source: 'Lists signed at each distribution', responsible: 'Partner agronomists' },
      { code: 'MV2', title: 'Post-distribution monitoring survey', source: 'Phone survey of a sample of recipients', responsible: 'M&E officer' },
      { code: 'MV3', title: 'Cash-for-work attendance sheets', source: 'Daily attendance signed by site supervisors', responsible: 'Site supervisors' },
    ],
    outcomes: [
      {
        code: 'OC1',
        title: 'Smallholder farmers harvest more from their land / زيادة إنتاجية صغار المزارعين',
        objective: 0,
        indicators: [{ code: 'IND1', title: 'Average wheat yield of supported farmers', unit: 'kg per dunum', baseline: 180, target: 260, frequency: 'annual', method: 'MV2' }],
        outputs: [
          {
            code: 'OP1.1',
            title: 'توزيع البذور المحسنة والأدوات على 1,500 مزارع',
            indicators: [{ code: 'IND2', title: 'Farmers who received seeds and tools', unit: 'farmers', baseline: 0, target: 1500, frequency: 'quarterly', method: 'MV1', disaggregation: 'sex, district' }],
            activities: [{ code: 'A1.1.1', title: 'Seed and tool distributions before the planting season', responsible: 'Partner agronomists', months: [8, 10] }],
          },
        ],
      },
      {
        code: 'OC2',
        title: 'Vulnerable households meet their food needs in the lean season',
        objective: 1,
        indicators: [{ code: 'IND3', title: 'Households with an acceptable food consumption score', unit: '%', baseline: 52, target: 80, frequency: 'quarterly', method: 'MV2' }],
        outputs: [
          {
            code: 'OP2.1',
            title: 'Cash-for-work on community assets / النقد مقابل العمل',
            indicators: [{ code: 'IND4', title: 'Workdays paid', unit: 'workdays', baseline: 0, target: 24000, frequency: 'monthly', method: 'MV3' }],
            activities: [{ code: 'A2.1.1', title: 'Terracing and water-harvesting works', responsible: 'Site supervisors', months: [4, 7] }],
          },
        ],
      },
    ],
    monitoring: [
      { code: 'ME1', title: 'Post-distribution monitoring', method: 'survey', frequency: 'quarterly', responsible: 'M&E officer' },
      { code: 'ME2', title: 'زيارات ميدانية لمواقع العمل', method: 'field_visit', frequency: 'monthly', responsible: 'Programme officer' },
    ],
    risks: [
      { code: 'R1', title: 'Drought reduces the harvest despite the inputs', category: 'operational', likelihood: 3, impact: 4, strategy: 'acceptance', mitigation: 'Drought-tolerant seed varieties; crop insurance explored with the ministry.', owner: 'Partner agronomists' },
      { code: 'R2', title: 'إدراج غير المستحقين في كشوف النقد مقابل العمل', category: 'fiduciary', likelihood: 2, impact: 3, strategy: 'mitigation', mitigation: 'Community verification of lists and a complaints hotline.', owner: 'M&E officer' },
    ],
  },
  'CRF-SHL-01': {
    objectives: [{ code: 'OBJ1' }, { code: 'OBJ2' }],
    verificationMethods: [
      { code: 'MV1', title: 'Shelter inspection forms', source: 'Inspection after each winterisation', responsible: 'Shelter engineers' },
      { code: 'MV2', title: 'سجلات التوزيع الطارئ', source: 'Distribution logs with time stamps', responsible: 'Field coordinators' },
    ],
    outcomes: [
      {
        code: 'OC1',
        title: 'Displaced families live in shelters that keep out the winter',
        objective: 0,
        indicators: [{ code: 'IND1', title: 'Shelters passing the winterisation inspection', unit: 'shelters', baseline: 0, target: 1200, frequency: 'monthly', method: 'MV1' }],
        outputs: [
          {
            code: 'OP1.1',
            title: 'Winterisation kits installed / تركيب عدة التجهيز الشتوي',
            indicators: [{ code: 'IND2', title: 'Kits installed', unit: 'kits', baseline: 0, target: 1200, frequency: 'monthly', method: 'MV1' }],
            activities: [{ code: 'A1.1.1', title: 'Install insulation and sealing-off kits', responsible: 'Shelter engineers', months: [9, 11] }],
          },
        ],
      },
      {
        code: 'OC2',
        title: 'وصول المستلزمات الطارئة للأسر المتضررة خلال 72 ساعة',
        objective: 1,
        indicators: [],
        outputs: [
          {
            code: 'OP2.1',
            title: 'Emergency shelter items pre-positioned in three warehouses',
            indicators: [{ code: 'IND3', title: 'Households reached within 72 hours of an alert', unit: '%', baseline: 40, target: 90, frequency: 'quarterly', method: 'MV2' }],
            activities: [{ code: 'A2.1.1', title: 'تخزين مسبق للمستلزمات في ثلاثة مستودعات', responsible: 'Logistics officer', months: [1, 3] }],
          },
        ],
      },
    ],
    monitoring: [
      { code: 'ME1', title: 'Shelter inspections', method: 'field_visit', frequency: 'monthly', responsible: 'Shelter engineers' },
      { code: 'ME2', title: 'Real-time review after each emergency response', method: 'learning_review', frequency: 'once', responsible: 'Emergency coordinator' },
    ],
    risks: [
      { code: 'R1', title: 'Access to camps restricted by the authorities', category: 'operational', likelihood: 3, impact: 4, strategy: 'share', mitigation: 'Access negotiated jointly through the shelter cluster.', owner: 'Emergency coordinator' },
      { code: 'R2', title: 'سرقة المستلزمات من المستودعات', category: 'fiduciary', likelihood: 2, impact: 3, strategy: 'transference', mitigation: 'Insured warehouses and monthly stock counts.', owner: 'Logistics officer' },
    ],
  },
  'CRF-HLT-02': {
    objectives: [{ code: 'OBJ1' }, { code: 'OBJ2' }, { code: 'OBJ3' }],
    verificationMethods: [
      { code: 'MV1', title: 'Mobile clinic consultation registers', source: 'Health information system of the clinics', responsible: 'Clinic doctors' },
      { code: 'MV2', title: 'بطاقات التطعيم', source: 'Vaccination cards and the ministry’s registers', responsible: 'Vaccination teams' },
    ],
    outcomes: [
      {
        code: 'OC1',
        title: 'People in underserved districts get primary care close to home',
        objective: 0,
        indicators: [{ code: 'IND1', title: 'Consultations per month', unit: 'consultations', baseline: 0, target: 4000, frequency: 'monthly', method: 'MV1', disaggregation: 'sex, age group' }],
        outputs: [
          {
            code: 'OP1.1',
            title: 'Four mobile clinics running / تشغيل أربع عيادات متنقلة',
            indicators: [{ code: 'IND2', title: 'Clinic days delivered', unit: 'days', baseline: 0, target: 880, frequency: 'monthly', method: 'MV1' }],
            activities: [{ code: 'A1.1.1', title: 'Run the clinics on a weekly rota', responsible: 'Clinic doctors', months: [1, 12] }],
          },
        ],
      },
      {
        code: 'OC2',
        title: 'ارتفاع نسبة تطعيم الأطفال دون الخامسة',
        objective: 1,
        indicators: [{ code: 'IND3', title: 'Children under five fully vaccinated', unit: '%', baseline: 61, target: 90, frequency: 'quarterly', method: 'MV2' }],
        outputs: [
          {
            code: 'OP2.1',
            title: 'Vaccination campaigns in the camps',
            indicators: [{ code: 'IND4', title: 'Doses given', unit: 'doses', baseline: 0, target: 9000, frequency: 'monthly', method: 'MV2' }],
            activities: [{ code: 'A2.1.1', title: 'حملات تطعيم متنقلة بالتنسيق مع وزارة الصحة', responsible: 'Vaccination teams', months: [2, 11] }],
          },
        ],
      },
    ],
    monitoring: [
      { code: 'ME1', title: 'Monthly review of the clinics’ health data', method: 'data_review', frequency: 'monthly', responsible: 'Health coordinator' },
      { code: 'ME2', title: 'Third-party monitoring of the vaccination campaigns', method: 'third_party_monitoring', frequency: 'quarterly', responsible: 'Independent monitor' },
    ],
    risks: [
      { code: 'R1', title: 'Medicine stock-outs at the clinics', category: 'operational', likelihood: 3, impact: 4, strategy: 'mitigation', mitigation: 'Three-month buffer stock and a second supplier.', owner: 'Pharmacist' },
      { code: 'R2', title: 'Patient records exposed / تسرب بيانات المرضى', category: 'information', likelihood: 2, impact: 4, strategy: 'avoidance', mitigation: 'Encrypted tablets, access by role, no paper lists left in vehicles.', owner: 'Health coordinator' },
    ],
  },
};
