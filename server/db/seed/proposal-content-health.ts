import { indicator, line, type Language, type SectorText } from './proposal-content-shapes';

/** Health proposals: mobile clinics, mother and child health, community health workers. */
export const HEALTH_TEXT: Record<Language, SectorText> = {
  en: {
    sector: 'Health',
    titles: ['Mobile Clinics for {place}', 'Mother and Child Health in {place}', 'Primary Health Care and Community Health Workers in {place}'],
    summary:
      'The project brings primary health care to {place} through mobile clinics, ante-natal care and nutrition screening for children under five, and a network of trained community health workers who refer emergencies.',
    targetGroups: ['Pregnant and breastfeeding women', 'Children under five', 'Older people with chronic diseases'],
    background: {
      problem_statement:
        'The nearest functioning health centre is more than 25 km away for most families; fewer than half of pregnant women attend four ante-natal visits, and acute malnutrition among children under five exceeds the emergency threshold.',
      context:
        'Conflict damaged two of the district’s five health facilities and health workers have gone months without salaries. Medicine prices have tripled and transport costs keep patients at home until they are seriously ill.',
      justification:
        'Mobile teams reach scattered villages at a fraction of the cost of rebuilding facilities, and community health workers catch danger signs early, which the Ministry’s own data links to lower maternal and child deaths.',
      previous_experience:
        'We have run mobile clinics since 2015 in three governorates, recording 240,000 consultations, and trained 310 community health workers with the health authorities.',
      sustainability:
        'Community health workers are registered with the district health office, medicines follow the national essential list so the Ministry can take over supply, and clinic sites are agreed with local councils.',
    },
    beneficiaries: {
      description: 'Residents of the villages on the mobile clinic routes, with priority to pregnant women, children under five and people with chronic conditions.',
      selection_criteria: 'Villages more than 10 km from a functioning facility, acute malnutrition above 10% in the latest screening, and displaced families registered with the district authorities.',
    },
    goal: 'Mothers and children in underserved districts survive and stay healthy.',
    customObjectives: ['Cut the time from a danger sign to care', 'Keep essential medicines in stock at every clinic stop'],
    outcomes: [
      {
        title: 'People use quality primary health care close to home',
        outputs: [
          {
            title: 'Mobile clinics run on a fixed weekly schedule',
            indicators: [
              indicator('Consultations delivered', 'consultations', 0, 36000, 'Health information system'),
              indicator('Clinic days held as scheduled', '%', 0, 95, 'Route schedules and team reports'),
            ],
            activities: ['Operate two mobile clinic teams', 'Procure essential medicines and supplies'],
          },
          {
            title: 'Chronic patients are followed up',
            indicators: [
              indicator('Patients with hypertension or diabetes under follow-up', 'patients', 0, 1200, 'Patient cards'),
              indicator('Patients with controlled blood pressure', '%', 30, 60, 'Clinic records'),
            ],
            activities: ['Register and follow chronic patients', 'Run health education sessions on diet and medicines'],
          },
        ],
      },
      {
        title: 'Mothers and newborns receive the care they need',
        outputs: [
          {
            title: 'Ante-natal and post-natal care available',
            indicators: [
              indicator('Pregnant women completing four ante-natal visits', '%', 45, 80, 'Ante-natal registers'),
              indicator('Deliveries assisted by a skilled attendant', '%', 52, 75, 'Referral and delivery records'),
            ],
            activities: ['Provide ante-natal and post-natal consultations', 'Distribute clean delivery kits'],
          },
          {
            title: 'Obstetric emergencies are referred in time',
            indicators: [
              indicator('Emergency referrals completed', 'referrals', 0, 350, 'Referral slips and hospital feedback'),
              indicator('Average time from call to hospital', 'hours', 6, 3, 'Referral log'),
            ],
            activities: ['Run an emergency transport fund', 'Agree referral protocols with the district hospital'],
          },
        ],
      },
      {
        title: 'Children under five are screened and treated for malnutrition',
        outputs: [
          {
            title: 'Nutrition screening in every village on the route',
            indicators: [
              indicator('Children screened with MUAC', 'children', 0, 20000, 'Screening registers'),
              indicator('Children with severe acute malnutrition treated', 'children', 0, 900, 'Treatment records'),
              indicator('Treatment cure rate', '%', 60, 75, 'Nutrition programme reports'),
            ],
            activities: ['Screen children monthly', 'Treat acute malnutrition with ready-to-use food'],
          },
          {
            title: 'Community health workers active',
            indicators: [
              indicator('Community health workers trained and equipped', 'workers', 0, 80, 'Training records'),
              indicator('Household visits made', 'visits', 0, 24000, 'Monthly activity reports'),
            ],
            activities: ['Train community health workers', 'Supervise community health workers monthly'],
          },
        ],
      },
    ],
    assumptions: ['Roads to the villages stay passable', 'The health authorities renew the clinics’ operating permits', 'Ready-to-use therapeutic food remains available in the country'],
    budget: [
      line('Staff', 'Mobile clinic teams (doctor, midwife, nurse, driver)', 'team-month', 24, 5200),
      line('Medicines', 'Essential medicines and consumables', 'month', 24, 3100),
      line('Nutrition', 'Ready-to-use therapeutic food', 'carton', 1200, 52),
      line('Transport', 'Clinic vehicles, rent and fuel', 'vehicle-month', 48, 1400),
      line('Referral', 'Emergency referral fund', 'referral', 350, 85),
      line('Training', 'Community health worker training and kits', 'worker', 80, 260),
      line('Supplies', 'Clean delivery kits', 'kit', 1500, 14),
    ],
    contribution: 'Mobile clinics and community health workers contribute to “{objective}”; the figures come from the national health information system we report into.',
  },
  ar: {
    sector: 'الصحة',
    titles: ['عيادات متنقلة في {place}', 'صحة الأم والطفل في {place}', 'الرعاية الصحية الأولية والعاملون الصحيون المجتمعيون في {place}'],
    summary:
      'يقدم المشروع الرعاية الصحية الأولية في {place} عبر العيادات المتنقلة ورعاية الحوامل والكشف عن سوء التغذية لدى الأطفال دون الخامسة، وشبكة من العاملين الصحيين المجتمعيين المدرَّبين الذين يحيلون الحالات الطارئة.',
    targetGroups: ['الحوامل والمرضعات', 'الأطفال دون الخامسة', 'كبار السن المصابون بأمراض مزمنة'],
    background: {
      problem_statement:
        'يبعد أقرب مركز صحي عامل أكثر من 25 كيلومترًا عن معظم الأسر، وتحضر أقل من نصف الحوامل أربع زيارات رعاية قبل الولادة، ويتجاوز سوء التغذية الحاد لدى الأطفال دون الخامسة عتبة الطوارئ.',
      context:
        'ألحق النزاع أضرارًا باثنين من المرافق الصحية الخمسة في المديرية، ومضت أشهر دون رواتب للعاملين الصحيين، وتضاعفت أسعار الأدوية ثلاث مرات، وتبقي كلفة المواصلات المرضى في منازلهم حتى تشتد حالتهم.',
      justification:
        'تصل الفرق المتنقلة إلى القرى المتفرقة بجزء يسير من كلفة إعادة بناء المرافق، ويكتشف العاملون الصحيون المجتمعيون علامات الخطر مبكرًا، وهو ما تربطه بيانات الوزارة بانخفاض وفيات الأمهات والأطفال.',
      previous_experience: 'نشغّل عيادات متنقلة منذ عام 2015 في ثلاث محافظات، سجلت 240 ألف استشارة، ودربنا 310 عاملين صحيين مجتمعيين بالتعاون مع السلطات الصحية.',
      sustainability: 'العاملون الصحيون المجتمعيون مسجلون لدى مكتب الصحة في المديرية، والأدوية من القائمة الوطنية للأدوية الأساسية لتتمكن الوزارة من تولي التوريد، ومواقع العيادات متفق عليها مع المجالس المحلية.',
    },
    beneficiaries: {
      description: 'سكان القرى الواقعة على مسارات العيادات المتنقلة، مع الأولوية للحوامل والأطفال دون الخامسة والمصابين بأمراض مزمنة.',
      selection_criteria: 'القرى التي تبعد أكثر من 10 كيلومترات عن مرفق عامل، ونسبة سوء تغذية حاد تتجاوز 10% في آخر مسح، والأسر النازحة المسجلة لدى سلطات المديرية.',
    },
    goal: 'بقاء الأمهات والأطفال في المديريات المحرومة على قيد الحياة وبصحة جيدة.',
    customObjectives: ['تقليص الوقت بين ظهور علامة الخطر وتلقي الرعاية', 'توفر الأدوية الأساسية في كل محطة للعيادة'],
    outcomes: [
      {
        title: 'استخدام السكان رعاية صحية أولية جيدة قريبة من منازلهم',
        outputs: [
          {
            title: 'عمل العيادات المتنقلة وفق جدول أسبوعي ثابت',
            indicators: [
              indicator('عدد الاستشارات المقدمة', 'استشارة', 0, 36000, 'نظام المعلومات الصحية'),
              indicator('نسبة أيام العيادة المنفذة حسب الجدول', '%', 0, 95, 'جداول المسارات وتقارير الفرق'),
            ],
            activities: ['تشغيل فريقين للعيادات المتنقلة', 'شراء الأدوية والمستلزمات الأساسية'],
          },
          {
            title: 'متابعة مرضى الأمراض المزمنة',
            indicators: [
              indicator('عدد مرضى الضغط والسكري قيد المتابعة', 'مريض', 0, 1200, 'بطاقات المرضى'),
              indicator('نسبة المرضى الذين ضُبط ضغطهم', '%', 30, 60, 'سجلات العيادة'),
            ],
            activities: ['تسجيل مرضى الأمراض المزمنة ومتابعتهم', 'تنفيذ جلسات توعية حول الغذاء والأدوية'],
          },
        ],
      },
      {
        title: 'حصول الأمهات والمواليد على الرعاية اللازمة',
        outputs: [
          {
            title: 'توفر رعاية ما قبل الولادة وما بعدها',
            indicators: [
              indicator('نسبة الحوامل اللواتي أكملن أربع زيارات', '%', 45, 80, 'سجلات رعاية الحوامل'),
              indicator('نسبة الولادات بإشراف كادر مؤهل', '%', 52, 75, 'سجلات الإحالة والولادة'),
            ],
            activities: ['تقديم استشارات ما قبل الولادة وما بعدها', 'توزيع حقائب الولادة النظيفة'],
          },
          {
            title: 'إحالة حالات الولادة الطارئة في الوقت المناسب',
            indicators: [
              indicator('عدد الإحالات الطارئة المنجزة', 'إحالة', 0, 350, 'قسائم الإحالة وإفادات المستشفى'),
              indicator('متوسط الوقت من الاتصال حتى الوصول إلى المستشفى', 'ساعة', 6, 3, 'سجل الإحالات'),
            ],
            activities: ['تشغيل صندوق للنقل الإسعافي', 'الاتفاق على بروتوكولات الإحالة مع مستشفى المديرية'],
          },
        ],
      },
      {
        title: 'الكشف عن سوء التغذية لدى الأطفال دون الخامسة وعلاجه',
        outputs: [
          {
            title: 'الكشف التغذوي في كل قرية على المسار',
            indicators: [
              indicator('عدد الأطفال المفحوصين بشريط قياس محيط الذراع', 'طفل', 0, 20000, 'سجلات الفحص'),
              indicator('عدد الأطفال المعالجين من سوء التغذية الحاد الوخيم', 'طفل', 0, 900, 'سجلات العلاج'),
              indicator('نسبة الشفاء', '%', 60, 75, 'تقارير برنامج التغذية'),
            ],
            activities: ['فحص الأطفال شهريًا', 'علاج سوء التغذية الحاد بالأغذية العلاجية الجاهزة'],
          },
          {
            title: 'نشاط العاملين الصحيين المجتمعيين',
            indicators: [
              indicator('عدد العاملين الصحيين المدرَّبين والمجهَّزين', 'عامل', 0, 80, 'سجلات التدريب'),
              indicator('عدد الزيارات المنزلية', 'زيارة', 0, 24000, 'تقارير النشاط الشهرية'),
            ],
            activities: ['تدريب العاملين الصحيين المجتمعيين', 'الإشراف الشهري على العاملين الصحيين'],
          },
        ],
      },
    ],
    assumptions: ['بقاء الطرق إلى القرى سالكة', 'تجديد السلطات الصحية تصاريح عمل العيادات', 'استمرار توفر الأغذية العلاجية الجاهزة في البلد'],
    budget: [
      line('الكوادر', 'فرق العيادات المتنقلة (طبيب وقابلة وممرض وسائق)', 'فريق/شهر', 24, 5200),
      line('الأدوية', 'الأدوية والمستهلكات الأساسية', 'شهر', 24, 3100),
      line('التغذية', 'أغذية علاجية جاهزة', 'كرتونة', 1200, 52),
      line('النقل', 'مركبات العيادات: الإيجار والوقود', 'مركبة/شهر', 48, 1400),
      line('الإحالة', 'صندوق الإحالات الطارئة', 'إحالة', 350, 85),
      line('التدريب', 'تدريب العاملين الصحيين المجتمعيين وتجهيزهم', 'عامل', 80, 260),
      line('المستلزمات', 'حقائب الولادة النظيفة', 'حقيبة', 1500, 14),
    ],
    contribution: 'تسهم العيادات المتنقلة والعاملون الصحيون المجتمعيون في تحقيق «{objective}»، وتأتي الأرقام من نظام المعلومات الصحية الوطني الذي نرفع إليه البيانات.',
  },
};
