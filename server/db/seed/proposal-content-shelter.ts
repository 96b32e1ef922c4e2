import { indicator, line, type Language, type SectorText } from './proposal-content-shapes';

/** Shelter proposals: emergency kits, winterisation, repairs and site planning. */
export const SHELTER_TEXT: Record<Language, SectorText> = {
  en: {
    sector: 'Shelter and non-food items',
    titles: ['Emergency Shelter for Displaced Families in {place}', 'Winterised Shelter Kits for {place}', 'Shelter Repairs and Site Planning in {place}'],
    summary:
      'The project gives newly displaced families in {place} emergency shelter kits within 72 hours of arrival, upgrades tents and damaged homes before winter, and plans sites with drainage, lighting and safe spacing.',
    targetGroups: ['Newly displaced families', 'Families in damaged or unfinished buildings', 'Households headed by women, older people or persons with disabilities'],
    background: {
      problem_statement:
        'Thousands of families arrived in the area in the last six months and live in makeshift shelters of plastic sheeting; last winter, flooding and cold destroyed a third of the tents in informal sites.',
      context:
        'Informal sites sit on flood-prone land without drainage or lighting; host families are overcrowded, and rents have doubled, pushing families into unfinished buildings without doors or windows.',
      justification:
        'Kits distributed in the first days prevent exposure and disease, and a modest repair package lets families stay in existing buildings, which costs far less than new camps and keeps them near services.',
      previous_experience:
        'As a member of the shelter cluster since 2013 we have delivered 21,000 emergency kits, repaired 3,400 homes and planned 18 sites with local authorities.',
      sustainability:
        'Repairs are done by local carpenters trained by the project, landlords sign agreements freezing rents for 12 months, and site committees maintain drainage and lighting.',
    },
    beneficiaries: {
      description: 'Displaced families in informal sites and damaged buildings, and the host families sheltering them.',
      selection_criteria: 'Arrival in the last six months, shelter rated inadequate in the household assessment, and priority to households with children under two, older people or persons with disabilities.',
    },
    goal: 'Displaced families live in safe, dignified shelter that protects them from the weather.',
    customObjectives: ['Deliver emergency kits within 72 hours of arrival', 'Protect tenants from eviction during the project'],
    outcomes: [
      {
        title: 'New arrivals are sheltered quickly',
        outputs: [
          {
            title: 'Emergency shelter kits distributed',
            indicators: [
              indicator('Families receiving an emergency kit', 'families', 0, 3000, 'Distribution lists'),
              indicator('Kits delivered within 72 hours of registration', '%', 0, 90, 'Registration and distribution timestamps'),
            ],
            activities: ['Pre-position emergency shelter kits', 'Register new arrivals with rapid response teams'],
          },
          {
            title: 'Non-food items distributed',
            indicators: [
              indicator('Blankets and mattresses distributed', 'items', 0, 12000, 'Distribution lists'),
              indicator('Families satisfied with the items', '%', 0, 85, 'Post-distribution monitoring'),
            ],
            activities: ['Procure blankets, mattresses and kitchen sets', 'Run post-distribution monitoring'],
          },
        ],
      },
      {
        title: 'Shelters withstand the winter',
        outputs: [
          {
            title: 'Tents and shelters insulated and raised',
            indicators: [
              indicator('Shelters insulated', 'shelters', 0, 1500, 'Completion checklists'),
              indicator('Shelters damaged by rain or snow', '%', 33, 5, 'Post-storm assessments'),
            ],
            activities: ['Install insulation and raised floors', 'Distribute heating fuel vouchers'],
          },
          {
            title: 'Damaged homes repaired',
            indicators: [
              indicator('Homes repaired to the minimum standard', 'homes', 0, 450, 'Engineer sign-off'),
              indicator('Local carpenters trained', 'carpenters', 0, 40, 'Training records'),
            ],
            activities: ['Assess damaged homes and agree the repair package', 'Repair doors, windows and roofs with local carpenters'],
          },
        ],
      },
      {
        title: 'Sites are safe and well planned',
        outputs: [
          {
            title: 'Drainage and lighting installed',
            indicators: [
              indicator('Drainage channels built', 'metres', 0, 3500, 'Engineer handover certificates'),
              indicator('Solar street lights installed', 'lights', 0, 120, 'Installation records'),
            ],
            activities: ['Dig drainage channels', 'Install solar street lights'],
          },
          {
            title: 'Tenancy protected',
            indicators: [
              indicator('Rent agreements signed with landlords', 'agreements', 0, 300, 'Signed agreements'),
              indicator('Evictions among supported households', 'evictions', 0, 0, 'Follow-up calls'),
            ],
            activities: ['Negotiate 12-month rent agreements', 'Follow up with tenants every quarter'],
          },
        ],
      },
    ],
    assumptions: ['Local authorities allocate land for site improvements', 'Supply routes for shelter materials remain open', 'Displacement does not exceed the contingency planning figure by more than half'],
    budget: [
      line('Shelter', 'Emergency shelter kits', 'kit', 3000, 135),
      line('Non-food items', 'Blankets, mattresses and kitchen sets', 'family set', 3000, 88),
      line('Shelter', 'Insulation and raised-floor kits', 'shelter', 1500, 210),
      line('Shelter', 'Home repair packages', 'home', 450, 950),
      line('Winterisation', 'Heating fuel vouchers', 'voucher', 3000, 60),
      line('Site works', 'Drainage channels', 'metre', 3500, 18),
      line('Site works', 'Solar street lights', 'light', 120, 420),
      line('Logistics', 'Warehousing and transport', 'month', 18, 1600),
    ],
    contribution: 'Kits, winter upgrades and repairs serve “{objective}” directly; distribution lists and engineers’ sign-off give the count.',
  },
  ar: {
    sector: 'المأوى والمواد غير الغذائية',
    titles: ['مأوى طارئ للأسر النازحة في {place}', 'حقائب مأوى مجهزة للشتاء في {place}', 'إصلاح المآوي وتخطيط المواقع في {place}'],
    summary:
      'يوفر المشروع للأسر النازحة حديثًا في {place} حقائب مأوى طارئ خلال 72 ساعة من وصولها، ويحسّن الخيام والمنازل المتضررة قبل الشتاء، ويخطط المواقع مع تصريف للمياه وإنارة وتباعد آمن.',
    targetGroups: ['الأسر النازحة حديثًا', 'الأسر المقيمة في مبانٍ متضررة أو غير مكتملة', 'الأسر التي تعيلها نساء أو كبار سن أو أشخاص ذوو إعاقة'],
    background: {
      problem_statement:
        'وصلت آلاف الأسر إلى المنطقة خلال الأشهر الستة الماضية وتعيش في مآوٍ مرتجلة من الأغطية البلاستيكية، وفي الشتاء الماضي دمرت الفيضانات والبرد ثلث الخيام في المواقع العشوائية.',
      context:
        'تقع المواقع العشوائية على أراضٍ معرّضة للفيضان دون تصريف أو إنارة، وتعاني الأسر المضيفة من الاكتظاظ، وتضاعفت الإيجارات فانتقلت أسر إلى مبانٍ غير مكتملة بلا أبواب أو نوافذ.',
      justification:
        'تمنع الحقائب الموزعة في الأيام الأولى التعرض للبرد والأمراض، وتتيح حزمة إصلاح بسيطة للأسر البقاء في المباني القائمة بكلفة أقل بكثير من المخيمات الجديدة وقريبًا من الخدمات.',
      previous_experience: 'وزعنا بصفتنا عضوًا في مجموعة المأوى منذ عام 2013 نحو 21 ألف حقيبة طارئة، وأصلحنا 3400 منزل، وخططنا 18 موقعًا مع السلطات المحلية.',
      sustainability: 'ينفذ الإصلاحات نجارون محليون دربهم المشروع، ويوقع المالكون اتفاقيات تثبّت الإيجار 12 شهرًا، وتتولى لجان المواقع صيانة التصريف والإنارة.',
    },
    beneficiaries: {
      description: 'الأسر النازحة في المواقع العشوائية والمباني المتضررة، والأسر المضيفة التي تؤويها.',
      selection_criteria: 'الوصول خلال الأشهر الستة الماضية، وتصنيف المأوى بأنه غير ملائم في تقييم الأسرة، مع الأولوية للأسر التي لديها أطفال دون عامين أو كبار سن أو أشخاص ذوو إعاقة.',
    },
    goal: 'عيش الأسر النازحة في مأوى آمن وكريم يحميها من تقلبات الطقس.',
    customObjectives: ['تسليم حقائب الطوارئ خلال 72 ساعة من الوصول', 'حماية المستأجرين من الإخلاء خلال فترة المشروع'],
    outcomes: [
      {
        title: 'إيواء الواصلين الجدد بسرعة',
        outputs: [
          {
            title: 'توزيع حقائب المأوى الطارئ',
            indicators: [
              indicator('عدد الأسر التي تسلمت حقيبة طارئة', 'أسرة', 0, 3000, 'كشوف التوزيع'),
              indicator('نسبة الحقائب المسلمة خلال 72 ساعة من التسجيل', '%', 0, 90, 'أوقات التسجيل والتوزيع'),
            ],
            activities: ['تخزين حقائب المأوى الطارئ مسبقًا', 'تسجيل الواصلين الجدد عبر فرق الاستجابة السريعة'],
          },
          {
            title: 'توزيع المواد غير الغذائية',
            indicators: [
              indicator('عدد البطانيات والفرشات الموزعة', 'قطعة', 0, 12000, 'كشوف التوزيع'),
              indicator('نسبة الأسر الراضية عن المواد', '%', 0, 85, 'متابعة ما بعد التوزيع'),
            ],
            activities: ['شراء البطانيات والفرشات وأدوات المطبخ', 'تنفيذ متابعة ما بعد التوزيع'],
          },
        ],
      },
      {
        title: 'صمود المآوي في الشتاء',
        outputs: [
          {
            title: 'عزل الخيام والمآوي ورفع أرضياتها',
            indicators: [
              indicator('عدد المآوي المعزولة', 'مأوى', 0, 1500, 'قوائم الإنجاز'),
              indicator('نسبة المآوي المتضررة من المطر أو الثلج', '%', 33, 5, 'تقييمات ما بعد العواصف'),
            ],
            activities: ['تركيب العوازل والأرضيات المرتفعة', 'توزيع قسائم وقود التدفئة'],
          },
          {
            title: 'إصلاح المنازل المتضررة',
            indicators: [
              indicator('عدد المنازل المصلحة وفق الحد الأدنى من المعايير', 'منزل', 0, 450, 'اعتماد المهندس'),
              indicator('عدد النجارين المحليين المدرَّبين', 'نجار', 0, 40, 'سجلات التدريب'),
            ],
            activities: ['تقييم المنازل المتضررة والاتفاق على حزمة الإصلاح', 'إصلاح الأبواب والنوافذ والأسقف مع النجارين المحليين'],
          },
        ],
      },
      {
        title: 'مواقع آمنة ومخططة جيدًا',
        outputs: [
          {
            title: 'تركيب التصريف والإنارة',
            indicators: [
              indicator('طول قنوات التصريف المنفذة', 'متر', 0, 3500, 'محاضر الاستلام الهندسية'),
              indicator('عدد أعمدة الإنارة الشمسية المركبة', 'عمود', 0, 120, 'سجلات التركيب'),
            ],
            activities: ['حفر قنوات التصريف', 'تركيب أعمدة إنارة تعمل بالطاقة الشمسية'],
          },
          {
            title: 'حماية حق السكن',
            indicators: [
              indicator('عدد اتفاقيات الإيجار الموقعة مع المالكين', 'اتفاقية', 0, 300, 'الاتفاقيات الموقعة'),
              indicator('حالات الإخلاء بين الأسر المدعومة', 'حالة', 0, 0, 'اتصالات المتابعة'),
            ],
            activities: ['التفاوض على اتفاقيات إيجار لمدة 12 شهرًا', 'متابعة المستأجرين كل ثلاثة أشهر'],
          },
        ],
      },
    ],
    assumptions: ['تخصيص السلطات المحلية أراضي لتحسين المواقع', 'بقاء طرق إمداد مواد المأوى مفتوحة', 'عدم تجاوز النزوح رقم خطة الطوارئ بأكثر من النصف'],
    budget: [
      line('المأوى', 'حقائب المأوى الطارئ', 'حقيبة', 3000, 135),
      line('المواد غير الغذائية', 'بطانيات وفرشات وأدوات مطبخ', 'طقم أسرة', 3000, 88),
      line('المأوى', 'حقائب العزل والأرضيات المرتفعة', 'مأوى', 1500, 210),
      line('المأوى', 'حزم إصلاح المنازل', 'منزل', 450, 950),
      line('التجهيز للشتاء', 'قسائم وقود التدفئة', 'قسيمة', 3000, 60),
      line('أعمال المواقع', 'قنوات التصريف', 'متر', 3500, 18),
      line('أعمال المواقع', 'أعمدة إنارة شمسية', 'عمود', 120, 420),
      line('اللوجستيات', 'التخزين والنقل', 'شهر', 18, 1600),
    ],
    contribution: 'تخدم الحقائب وتجهيزات الشتاء والإصلاحات «{objective}» مباشرة، وتوفر كشوف التوزيع واعتماد المهندسين الأرقام.',
  },
};
