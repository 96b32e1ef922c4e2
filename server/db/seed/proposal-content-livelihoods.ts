import { indicator, line, type Language, type SectorText } from './proposal-content-shapes';

/** Livelihoods and food security proposals: women-led enterprises, savings groups, kitchen gardens. */
export const LIVELIHOODS_TEXT: Record<Language, SectorText> = {
  en: {
    sector: 'Livelihoods and food security',
    titles: ['Women-led Enterprises in {place}', 'Livelihoods and Food Security for Families in {place}', 'Kitchen Gardens and Small Businesses in {place}'],
    summary:
      'The project helps women in {place} start and grow home-based businesses through vocational training, seed grants, savings groups and links to local markets, while kitchen gardens improve what families eat.',
    targetGroups: ['Women heads of household', 'Young women aged 18–30 without work', 'Women-led cooperatives'],
    background: {
      problem_statement:
        'Two thirds of the women in the targeted areas have no income of their own; food prices rose by 38% in two years and families cut meals, above all where a woman heads the household.',
      context:
        'Jobs in agriculture and services collapsed after the crisis; women face restrictions on travel and little access to credit, yet small food-processing and tailoring businesses find buyers locally.',
      justification:
        'Our graduation model pairs training with a seed grant and twelve months of coaching; in previous cycles 74% of the businesses were still trading a year later and household food consumption scores improved.',
      previous_experience:
        'Since 2016 we have trained 2,800 women, supported 1,100 micro-enterprises and set up 95 village savings and loan associations with local microfinance partners.',
      sustainability:
        'Savings groups continue on their own funds, cooperatives sign supply contracts with local shops, and the trainers are certified by the national vocational training body.',
    },
    beneficiaries: {
      description: 'Women aged 18–55 who run or want to start a home-based business, and the members of their households.',
      selection_criteria: 'Household vulnerability score above the threshold, a business idea assessed as viable, and commitment to attend the full training; a third of places reserved for women with disabilities or caring for a person with a disability.',
    },
    goal: 'Vulnerable households earn a steady income and eat enough, with women deciding how it is spent.',
    customObjectives: ['Give women a say in household spending', 'Build savings groups that outlive the project'],
    outcomes: [
      {
        title: 'Women run profitable small businesses',
        outputs: [
          {
            title: 'Women trained in a trade and in business skills',
            indicators: [
              indicator('Women completing vocational training', 'women', 0, 500, 'Training certificates'),
              indicator('Women passing the bookkeeping test', '%', 0, 80, 'Test results'),
            ],
            activities: ['Deliver vocational courses in food processing, tailoring and hairdressing', 'Teach bookkeeping and pricing'],
          },
          {
            title: 'Businesses receive seed grants and coaching',
            indicators: [
              indicator('Seed grants disbursed', 'grants', 0, 400, 'Grant agreements and transfer receipts'),
              indicator('Businesses trading after 12 months', '%', 0, 70, 'Follow-up visits'),
              indicator('Average monthly profit per business', 'USD', 0, 120, 'Business records'),
            ],
            activities: ['Review business plans with a selection committee', 'Coach each business monthly for a year'],
          },
        ],
      },
      {
        title: 'Households have better access to food',
        outputs: [
          {
            title: 'Kitchen gardens planted and tended',
            indicators: [
              indicator('Households with a productive kitchen garden', 'households', 0, 800, 'Garden checklists'),
              indicator('Households with an acceptable food consumption score', '%', 42, 70, 'Post-distribution and outcome surveys'),
            ],
            activities: ['Distribute seeds, tools and drip kits', 'Train households on small-plot gardening'],
          },
          {
            title: 'Families in crisis receive food baskets',
            indicators: [
              indicator('Food baskets distributed', 'baskets', 0, 6000, 'Distribution lists'),
              indicator('Complaints resolved within 14 days', '%', 0, 90, 'Complaints log'),
            ],
            activities: ['Distribute monthly food baskets during the lean season', 'Run a complaints and feedback hotline'],
          },
        ],
      },
      {
        title: 'Women save, borrow and sell together',
        outputs: [
          {
            title: 'Savings and loan groups formed',
            indicators: [
              indicator('Active savings groups', 'groups', 0, 40, 'Group records'),
              indicator('Members with an outstanding internal loan', 'members', 0, 600, 'Group ledgers'),
            ],
            activities: ['Form and train village savings and loan associations', 'Audit group ledgers each quarter'],
          },
          {
            title: 'Cooperatives linked to buyers',
            indicators: [
              indicator('Supply agreements signed with shops', 'agreements', 0, 25, 'Signed agreements'),
              indicator('Market fairs held', 'fairs', 0, 8, 'Event reports'),
            ],
            activities: ['Organise market fairs with local traders', 'Broker supply agreements for cooperatives'],
          },
        ],
      },
    ],
    assumptions: ['Markets stay open and local demand holds', 'Seed-grant purchases can be made locally', 'Families allow women to take part in the training'],
    budget: [
      line('Training', 'Vocational courses, three months', 'trainee', 500, 210),
      line('Grants', 'Business seed grants', 'grant', 400, 450),
      line('Coaching', 'Business coaches', 'person-month', 72, 520),
      line('Supplies', 'Kitchen garden kits with drip irrigation', 'kit', 800, 65),
      line('Food', 'Monthly food baskets', 'basket', 6000, 38),
      line('Training', 'Savings group facilitation', 'group', 40, 600),
      line('Events', 'Market fairs', 'fair', 8, 1800),
    ],
    contribution: 'The project works toward “{objective}” through training, seed grants and savings groups; our follow-up visits measure it every quarter.',
  },
  ar: {
    sector: 'سبل العيش والأمن الغذائي',
    titles: ['مشاريع تقودها نساء في {place}', 'سبل العيش والأمن الغذائي للأسر في {place}', 'الحدائق المنزلية والمشاريع الصغيرة في {place}'],
    summary:
      'يساعد المشروع النساء في {place} على إطلاق مشاريع منزلية وتنميتها من خلال التدريب المهني والمنح التأسيسية ومجموعات الادخار والربط بالأسواق المحلية، فيما تحسّن الحدائق المنزلية غذاء الأسر.',
    targetGroups: ['النساء المعيلات لأسرهن', 'الشابات من 18 إلى 30 عامًا دون عمل', 'التعاونيات التي تقودها نساء'],
    background: {
      problem_statement:
        'لا تملك ثلثا النساء في المناطق المستهدفة دخلًا خاصًا بهن، وارتفعت أسعار الغذاء 38% خلال عامين فقلّصت الأسر وجباتها، ولا سيما الأسر التي تعيلها نساء.',
      context:
        'انهارت فرص العمل في الزراعة والخدمات بعد الأزمة، وتواجه النساء قيودًا على التنقل وصعوبة في الحصول على الائتمان، بينما تجد مشاريع تصنيع الغذاء والخياطة الصغيرة مشترين محليين.',
      justification:
        'يجمع نموذج التخرج الذي نعتمده بين التدريب والمنحة التأسيسية واثني عشر شهرًا من الإرشاد، وفي الدورات السابقة بقي 74% من المشاريع قائمًا بعد عام وتحسن استهلاك الأسر للغذاء.',
      previous_experience: 'دربنا منذ عام 2016 نحو 2800 امرأة، ودعمنا 1100 مشروع صغير، وأسسنا 95 جمعية ادخار وإقراض قروية مع شركاء التمويل الأصغر المحليين.',
      sustainability: 'تستمر مجموعات الادخار بأموالها الذاتية، وتوقع التعاونيات عقود توريد مع المتاجر المحلية، والمدربون معتمدون من هيئة التدريب المهني الوطنية.',
    },
    beneficiaries: {
      description: 'نساء من 18 إلى 55 عامًا يدرن مشروعًا منزليًا أو يرغبن في إطلاقه، وأفراد أسرهن.',
      selection_criteria: 'درجة هشاشة للأسرة أعلى من الحد المعتمد، وفكرة مشروع مقيَّمة بأنها قابلة للتنفيذ، والالتزام بحضور التدريب كاملًا، مع تخصيص ثلث المقاعد لنساء من ذوات الإعاقة أو يرعين شخصًا ذا إعاقة.',
    },
    goal: 'تحصل الأسر الأشد هشاشة على دخل ثابت وغذاء كافٍ، وتشارك النساء في قرار إنفاقه.',
    customObjectives: ['تعزيز مشاركة النساء في قرارات الإنفاق الأسري', 'بناء مجموعات ادخار تستمر بعد انتهاء المشروع'],
    outcomes: [
      {
        title: 'إدارة النساء مشاريع صغيرة مربحة',
        outputs: [
          {
            title: 'تدريب النساء على حرفة ومهارات إدارة المشاريع',
            indicators: [
              indicator('عدد النساء اللواتي أكملن التدريب المهني', 'امرأة', 0, 500, 'شهادات التدريب'),
              indicator('نسبة الناجحات في اختبار مسك الدفاتر', '%', 0, 80, 'نتائج الاختبار'),
            ],
            activities: ['تنفيذ دورات مهنية في تصنيع الغذاء والخياطة والتجميل', 'تعليم مسك الدفاتر والتسعير'],
          },
          {
            title: 'حصول المشاريع على منح تأسيسية وإرشاد',
            indicators: [
              indicator('عدد المنح التأسيسية المصروفة', 'منحة', 0, 400, 'اتفاقيات المنح وإيصالات التحويل'),
              indicator('نسبة المشاريع العاملة بعد 12 شهرًا', '%', 0, 70, 'زيارات المتابعة'),
              indicator('متوسط الربح الشهري للمشروع', 'دولار', 0, 120, 'سجلات المشاريع'),
            ],
            activities: ['مراجعة خطط المشاريع مع لجنة اختيار', 'إرشاد كل مشروع شهريًا لمدة عام'],
          },
        ],
      },
      {
        title: 'تحسّن وصول الأسر إلى الغذاء',
        outputs: [
          {
            title: 'زراعة الحدائق المنزلية ورعايتها',
            indicators: [
              indicator('عدد الأسر التي لديها حديقة منزلية منتجة', 'أسرة', 0, 800, 'قوائم تفقد الحدائق'),
              indicator('نسبة الأسر ذات درجة استهلاك غذائي مقبولة', '%', 42, 70, 'مسوح ما بعد التوزيع والنتائج'),
            ],
            activities: ['توزيع البذور والأدوات وشبكات الري بالتنقيط', 'تدريب الأسر على الزراعة في المساحات الصغيرة'],
          },
          {
            title: 'حصول الأسر المتأثرة بالأزمة على سلال غذائية',
            indicators: [
              indicator('عدد السلال الغذائية الموزعة', 'سلة', 0, 6000, 'كشوف التوزيع'),
              indicator('نسبة الشكاوى المعالجة خلال 14 يومًا', '%', 0, 90, 'سجل الشكاوى'),
            ],
            activities: ['توزيع سلال غذائية شهرية خلال موسم الشح', 'تشغيل خط ساخن للشكاوى والملاحظات'],
          },
        ],
      },
      {
        title: 'ادخار النساء واقتراضهن وبيعهن معًا',
        outputs: [
          {
            title: 'تأسيس مجموعات ادخار وإقراض',
            indicators: [
              indicator('عدد مجموعات الادخار الفاعلة', 'مجموعة', 0, 40, 'سجلات المجموعات'),
              indicator('عدد العضوات اللواتي لديهن قرض داخلي قائم', 'عضوة', 0, 600, 'دفاتر المجموعات'),
            ],
            activities: ['تأسيس جمعيات الادخار والإقراض القروية وتدريبها', 'تدقيق دفاتر المجموعات كل ثلاثة أشهر'],
          },
          {
            title: 'ربط التعاونيات بالمشترين',
            indicators: [
              indicator('عدد اتفاقيات التوريد الموقعة مع المتاجر', 'اتفاقية', 0, 25, 'الاتفاقيات الموقعة'),
              indicator('عدد المعارض التسويقية المنفذة', 'معرض', 0, 8, 'تقارير الفعاليات'),
            ],
            activities: ['تنظيم معارض تسويقية مع التجار المحليين', 'التوسط في اتفاقيات توريد للتعاونيات'],
          },
        ],
      },
    ],
    assumptions: ['بقاء الأسواق مفتوحة واستمرار الطلب المحلي', 'إمكانية شراء مستلزمات المنح التأسيسية محليًا', 'سماح الأسر للنساء بالمشاركة في التدريب'],
    budget: [
      line('التدريب', 'دورات مهنية لمدة ثلاثة أشهر', 'متدربة', 500, 210),
      line('المنح', 'منح تأسيسية للمشاريع', 'منحة', 400, 450),
      line('الإرشاد', 'مرشدو المشاريع', 'شخص/شهر', 72, 520),
      line('المستلزمات', 'حقائب الحدائق المنزلية مع الري بالتنقيط', 'حقيبة', 800, 65),
      line('الغذاء', 'سلال غذائية شهرية', 'سلة', 6000, 38),
      line('التدريب', 'تيسير مجموعات الادخار', 'مجموعة', 40, 600),
      line('الفعاليات', 'معارض تسويقية', 'معرض', 8, 1800),
    ],
    contribution: 'يعمل المشروع على تحقيق «{objective}» عبر التدريب والمنح التأسيسية ومجموعات الادخار، وتقيس زيارات المتابعة ذلك كل ثلاثة أشهر.',
  },
};
