import type { Kysely } from 'kysely';
import { GrantStatus } from '#contract/enums';
import type { Database } from '../schema';

/**
 * Demo grants for each funder, in every state: published ones with objectives and due diligences, a draft ready to
 * publish, a draft still missing objectives, and one closed by its passed deadline. Deadlines are relative to the day
 * of seeding; programs, users and due-diligence types are found by their references in demo-data.ts.
 */

type DemoGrant = {
  title: string;
  description: string;
  eligibility: string;
  currency: string;
  min: number;
  max: number;
  /** Days from today; null for drafts. */
  deadlineInDays: number | null;
  status: GrantStatus;
  /** Program reference → percent; each grant totals 100. */
  programs: Record<string, number>;
  countries: string[];
  author: string;
  /** Beyond the author (always in charge, as a manager). */
  alsoInCharge: string[];
  objectives: string[];
  /** Indices into the funder's due-diligence types, in creation order. */
  dueDiligences: number[];
};

const ARAB_REGION = ['JO', 'PS', 'LB', 'SY', 'IQ', 'EG', 'YE', 'SD', 'LY', 'TN', 'MA', 'DZ', 'MR', 'SO'];

const GRANTS_BY_FUNDER: Record<string, DemoGrant[]> = {
  ANDF: [
    {
      title: "Girls' Education in Rural Jordan / تعليم الفتيات في ريف الأردن",
      description:
        'Keeps girls aged 10–16 in school through transport, catch-up classes and family outreach. يدعم بقاء الفتيات في المدارس عبر النقل وصفوف التقوية والتواصل مع الأسر.',
      eligibility: 'Registered Jordanian NGOs with three years of education work. الجمعيات الأردنية المسجلة ذات الخبرة في التعليم.',
      currency: 'JOD',
      min: 25_000,
      max: 150_000,
      deadlineInDays: 45,
      status: GrantStatus.Published,
      programs: { 'ANDF-EDU-01': 60, 'ANDF-LIV-03': 40 },
      countries: ['JO'],
      author: 'admin@demo.test',
      alsoInCharge: [],
      objectives: ['Reduce drop-out among girls by 30% / خفض تسرب الفتيات بنسبة 30%', 'توفير النقل الآمن إلى المدارس'],
      dueDiligences: [0, 2],
    },
    {
      title: 'مياه آمنة للمجتمعات المضيفة / Safe Water for Host Communities',
      description: 'Rehabilitates water networks and school latrines in host communities. إعادة تأهيل شبكات المياه ومرافق الصرف في المدارس.',
      eligibility: 'NGOs with WASH engineering staff. منظمات لديها كوادر هندسية في المياه والصرف الصحي.',
      currency: 'USD',
      min: 100_000,
      max: 750_000,
      deadlineInDays: 20,
      status: GrantStatus.Published,
      programs: { 'ANDF-WASH-02': 100 },
      countries: ['JO', 'LB', 'IQ', 'SY'],
      author: 'grants@demo.test',
      alsoInCharge: ['programs@demo.test'],
      objectives: ['Connect 12,000 households to safe water / ربط 12 ألف أسرة بمياه آمنة'],
      dueDiligences: [0, 1, 4],
    },
    {
      title: "Women's Enterprise Fund across the Region / صندوق مشاريع المرأة في المنطقة",
      description: 'Seed grants and coaching for women-led micro-enterprises. منح تأسيسية وإرشاد للمشاريع الصغيرة التي تقودها نساء.',
      eligibility: 'Local NGOs and cooperatives led by women. الجمعيات والتعاونيات المحلية التي تقودها نساء.',
      currency: 'EUR',
      min: 10_000,
      max: 80_000.5,
      deadlineInDays: 90,
      status: GrantStatus.Published,
      programs: { 'ANDF-LIV-03': 70, 'ANDF-FSL-04': 30 },
      countries: ARAB_REGION,
      author: 'grants@demo.test',
      alsoInCharge: ['finance@demo.test', 'admin@demo.test'],
      objectives: [
        'Launch 400 women-led businesses / إطلاق 400 مشروع تقوده نساء',
        'Train 1,000 women in bookkeeping',
        'ربط المنتجات بالأسواق المحلية',
      ],
      dueDiligences: [0, 2, 3],
    },
    {
      title: 'الأمن الغذائي في غزة / Food Security in Gaza',
      description: 'Food baskets and kitchen gardens for vulnerable families. سلال غذائية وحدائق منزلية للأسر الأشد ضعفًا.',
      eligibility: 'Organisations with a field presence in Gaza. منظمات لها حضور ميداني في غزة.',
      currency: 'USD',
      min: 50_000,
      max: 400_000,
      deadlineInDays: -10,
      status: GrantStatus.Published,
      programs: { 'ANDF-FSL-04': 100 },
      countries: ['PS'],
      author: 'finance@demo.test',
      alsoInCharge: ['grants@demo.test'],
      objectives: ['Reach 5,000 families monthly / الوصول إلى 5000 أسرة شهريًا'],
      dueDiligences: [0, 4],
    },
    {
      title: 'Early Learning Centres in Lebanon / مراكز التعلم المبكر في لبنان',
      description: 'Play-based learning for refugee and host children aged 3–5. التعلم باللعب للأطفال اللاجئين وأطفال المجتمع المضيف.',
      eligibility: 'NGOs running licensed early-childhood centres. جمعيات تدير مراكز طفولة مبكرة مرخصة.',
      currency: 'USD',
      min: 30_000,
      max: 200_000,
      deadlineInDays: null,
      status: GrantStatus.Draft,
      programs: { 'ANDF-EDU-01': 80, 'ANDF-WASH-02': 20 },
      countries: ['LB'],
      author: 'grants@demo.test',
      alsoInCharge: ['admin@demo.test'],
      objectives: ['Open 15 early-learning centres / افتتاح 15 مركزًا للتعلم المبكر'],
      dueDiligences: [0, 3],
    },
    {
      title: 'سبل العيش للشباب في العراق / Youth Livelihoods in Iraq',
      description: 'Apprenticeships and start-up kits for young people. تدريب مهني وحقائب بدء مشاريع للشباب.',
      eligibility: 'Iraqi and international NGOs. المنظمات العراقية والدولية.',
      currency: 'USD',
      min: 20_000,
      max: 120_000,
      deadlineInDays: null,
      status: GrantStatus.Draft,
      programs: { 'ANDF-LIV-03': 50, 'ANDF-FSL-04': 50 },
      countries: ['IQ', 'SY'],
      author: 'grants@demo.test',
      alsoInCharge: [],
      objectives: [],
      dueDiligences: [],
    },
    {
      title: 'Winter Relief for Displaced Families / إغاثة الشتاء للأسر النازحة',
      description: 'Heating fuel, blankets and shelter repairs. وقود التدفئة والبطانيات وإصلاح المآوي.',
      eligibility: 'NGOs working in displacement camps. جمعيات عاملة في مخيمات النزوح.',
      currency: 'GBP',
      min: 5_000,
      max: 60_000,
      deadlineInDays: null,
      status: GrantStatus.Draft,
      programs: { 'ANDF-WASH-02': 100 },
      countries: ['SY', 'LB', 'JO'],
      author: 'finance@demo.test',
      alsoInCharge: ['grants@demo.test'],
      objectives: [],
      dueDiligences: [1],
    },
  ],
  CRF: [
    {
      title: 'Emergency Shelter in Sudan / المأوى الطارئ في السودان',
      description: 'Shelter kits and site planning for newly displaced families. حقائب إيواء وتخطيط مواقع للأسر النازحة حديثًا.',
      eligibility: 'Humanitarian NGOs registered in Sudan. منظمات إنسانية مسجلة في السودان.',
      currency: 'USD',
      min: 75_000,
      max: 500_000,
      deadlineInDays: 30,
      status: GrantStatus.Published,
      programs: { 'CRF-SHL-01': 60, 'CRF-HLT-02': 40 },
      countries: ['SD', 'TD'],
      author: 'admin@other.test',
      alsoInCharge: [],
      objectives: ['Shelter 3,000 households / إيواء 3000 أسرة'],
      dueDiligences: [0, 1],
    },
    {
      title: 'الرعاية الصحية الأولية في اليمن / Primary Health Care in Yemen',
      description: 'Mobile clinics and essential medicines. عيادات متنقلة وأدوية أساسية.',
      eligibility: 'Health NGOs with licensed medical staff. منظمات صحية لديها كوادر طبية مرخصة.',
      currency: 'AED',
      min: 100_000,
      max: 900_000,
      deadlineInDays: -5,
      status: GrantStatus.Published,
      programs: { 'CRF-HLT-02': 100 },
      countries: ['YE'],
      author: 'admin@other.test',
      alsoInCharge: [],
      objectives: ['Run 10 mobile clinics / تشغيل 10 عيادات متنقلة'],
      dueDiligences: [0],
    },
    {
      title: 'Cash Assistance for Displaced Families / المساعدات النقدية للأسر النازحة',
      description: 'Multi-purpose cash for families displaced by conflict. مساعدات نقدية متعددة الأغراض للأسر التي هجّرها النزاع.',
      eligibility: 'NGOs with cash-transfer systems and beneficiary registration. منظمات لديها أنظمة تحويل نقدي وتسجيل للمستفيدين.',
      currency: 'USD',
      min: 50_000,
      max: 1_200_000,
      deadlineInDays: 60,
      status: GrantStatus.Published,
      programs: { 'CRF-SHL-01': 50, 'CRF-HLT-02': 50 },
      countries: ['SD', 'SO', 'YE', 'SY', 'LB', 'IQ', 'LY', 'PS', 'TD', 'ET', 'KE', 'AF'],
      author: 'admin@other.test',
      alsoInCharge: ['field@other.test'],
      objectives: ['Reach 8,000 households / الوصول إلى 8000 أسرة', 'Monthly post-distribution monitoring'],
      dueDiligences: [0, 1],
    },
    {
      title: 'صحة الأم والطفل في الصومال / Mother and Child Health in Somalia',
      description: 'Ante-natal care and nutrition screening. رعاية ما قبل الولادة والكشف عن سوء التغذية.',
      eligibility: 'Health NGOs registered in Somalia. منظمات صحية مسجلة في الصومال.',
      currency: 'EUR',
      min: 60_000,
      max: 300_000,
      deadlineInDays: 14,
      status: GrantStatus.Published,
      programs: { 'CRF-HLT-02': 100 },
      countries: ['SO', 'DJ'],
      author: 'admin@other.test',
      alsoInCharge: [],
      objectives: ['Screen 20,000 children under five / فحص 20 ألف طفل دون الخامسة'],
      dueDiligences: [1],
    },
    {
      title: 'Winterised Shelter in Syria / مآوٍ مجهزة للشتاء في سوريا',
      description: 'Insulation kits and repairs before winter. حقائب عزل وإصلاحات قبل الشتاء.',
      eligibility: 'Shelter-cluster members. أعضاء مجموعة المأوى.',
      currency: 'CHF',
      min: 20_000,
      max: 150_000,
      deadlineInDays: null,
      status: GrantStatus.Draft,
      programs: { 'CRF-SHL-01': 100 },
      countries: ['SY', 'TR'],
      author: 'admin@other.test',
      alsoInCharge: ['field@other.test'],
      objectives: ['Insulate 1,500 tents / عزل 1500 خيمة'],
      dueDiligences: [0],
    },
    {
      title: 'Flood Recovery in Libya / التعافي من الفيضانات في ليبيا',
      description: 'Repairs homes and clinics after the floods. إصلاح المنازل والعيادات بعد الفيضانات.',
      eligibility: 'Local Libyan organisations. المنظمات الليبية المحلية.',
      currency: 'EUR',
      min: 40_000,
      max: 250_000,
      deadlineInDays: null,
      status: GrantStatus.Draft,
      programs: { 'CRF-SHL-01': 100 },
      countries: ['LY'],
      author: 'admin@other.test',
      alsoInCharge: [],
      objectives: [],
      dueDiligences: [],
    },
  ],
};

function dayFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** Runs after the funders, their staff, programs and due-diligence types exist. */
export async function seedDemoGrants(db: Kysely<Database>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const [currencies, countries] = await Promise.all([
      trx.selectFrom('currencies').select(['id', 'code']).execute(),
      trx.selectFrom('countries').select(['id', 'code']).execute(),
    ]);
    const currencyId = new Map(currencies.map((row) => [row.code, row.id]));
    const countryId = new Map(countries.map((row) => [row.code, row.id]));
    for (const [shortcut, grants] of Object.entries(GRANTS_BY_FUNDER)) {
      const donor = await trx.selectFrom('donors').select('id').where('shortcut', '=', shortcut).executeTakeFirst();
      if (!donor) continue;
      const [users, programs, dueDiligences] = await Promise.all([
        trx.selectFrom('users').select(['id', 'email']).where('donor_id', '=', donor.id).execute(),
        trx.selectFrom('programs').select(['id', 'reference_id']).where('donor_id', '=', donor.id).execute(),
        trx.selectFrom('due_diligence_types').select('id').where('donor_id', '=', donor.id).orderBy('id').execute(),
      ]);
      const userId = new Map(users.map((row) => [row.email, row.id]));
      const programId = new Map(programs.map((row) => [row.reference_id, row.id]));
      for (const [position, grant] of grants.entries()) {
        const author = userId.get(grant.author);
        const currency = currencyId.get(grant.currency);
        if (author === undefined || currency === undefined) continue;
        // Distinct creation times, oldest first, so the default sort shows the order they were written in.
        const createdAt = new Date(Date.now() - (grants.length - position) * 3 * 86_400_000).toISOString();
        const { id } = await trx
          .insertInto('grants')
          .values({
            donor_id: donor.id,
            title: grant.title,
            status: grant.status,
            description: grant.description,
            eligibility: grant.eligibility,
            currency_id: currency,
            min_size: grant.min,
            max_size: grant.max,
            deadline: grant.deadlineInDays === null ? null : dayFromToday(grant.deadlineInDays),
            created_by: author,
            created_at: createdAt,
            updated_at: createdAt,
            version: 1,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const targeted = Object.entries(grant.programs).flatMap(([reference, percent]) => {
          const program = programId.get(reference);
          return program === undefined ? [] : [{ grant_id: id, program_id: program, percent }];
        });
        if (targeted.length) await trx.insertInto('grant_programs').values(targeted).execute();
        const places = grant.countries.flatMap((code) => {
          const country = countryId.get(code);
          return country === undefined ? [] : [{ grant_id: id, country_id: country }];
        });
        if (places.length) await trx.insertInto('grant_countries').values(places).execute();
        const inCharge = [
          { grant_id: id, user_id: author, is_manager: 1 },
          ...grant.alsoInCharge.flatMap((email) => {
            const user = userId.get(email);
            return user === undefined || user === author ? [] : [{ grant_id: id, user_id: user, is_manager: 0 }];
          }),
        ];
        await trx.insertInto('grant_users_in_charge').values(inCharge).execute();
        if (grant.objectives.length) {
          await trx
            .insertInto('grant_objectives')
            .values(grant.objectives.map((title) => ({ grant_id: id, title, created_at: createdAt })))
            .execute();
        }
        const required = grant.dueDiligences.flatMap((index) => {
          const type = dueDiligences[index];
          return type ? [{ grant_id: id, due_diligence_id: type.id }] : [];
        });
        if (required.length) await trx.insertInto('grant_due_diligences').values(required).execute();
      }
    }
  });
}
