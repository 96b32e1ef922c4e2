import { indicator, line, type Language, type SectorText } from './proposal-content-shapes';

/** Cash proposals: multi-purpose cash with protection referrals. */
export const CASH_TEXT: Record<Language, SectorText> = {
  en: {
    sector: 'Multi-purpose cash and protection',
    titles: ['Multi-purpose Cash for Displaced Families in {place}', 'Cash Assistance and Protection Referrals in {place}', 'Monthly Cash Transfers for Vulnerable Households in {place}'],
    summary:
      'The project gives displaced and vulnerable households in {place} six monthly cash transfers sized to the minimum expenditure basket, paid through mobile money or bank cards, with case management and referrals for families facing protection risks.',
    targetGroups: ['Displaced households without income', 'Households headed by women or older people', 'Families with members who have a disability'],
    background: {
      problem_statement:
        'Eight households in ten in the targeted areas spend more than they earn and rely on debt, skipped meals or sending children to work; the cost of the minimum expenditure basket has risen by half in a year.',
      context:
        'Markets are functioning and well supplied, but families lost their savings and jobs when they fled. Mobile money agents cover most districts, and the cash working group has agreed a common transfer value.',
      justification:
        'Cash lets families buy what they need most in functioning markets at lower delivery cost than in-kind aid; post-distribution monitoring in earlier rounds showed fewer negative coping strategies within three months.',
      previous_experience:
        'We have delivered cash to 46,000 households since 2018 following the cash working group’s standards, with a beneficiary database audited every year.',
      sustainability:
        'Households are linked to livelihood programmes and the national social protection registry, and the targeting data is shared, with consent, with the cash working group to avoid duplication.',
    },
    beneficiaries: {
      description: 'Displaced and host households scoring highest on the common vulnerability assessment, verified door to door.',
      selection_criteria: 'Vulnerability score above the cash working group threshold, no other cash assistance in the last three months (checked against the shared registry), and consent to data protection terms.',
    },
    goal: 'Households in crisis meet their basic needs without resorting to harmful coping.',
    customObjectives: ['Keep transfers safe, on time and accountable', 'Refer every family facing a protection risk to a service'],
    outcomes: [
      {
        title: 'Households meet their basic needs',
        outputs: [
          {
            title: 'Monthly transfers paid on time',
            indicators: [
              indicator('Households receiving all six transfers', 'households', 0, 8000, 'Payment reconciliation reports'),
              indicator('Transfers paid on the scheduled day', '%', 0, 95, 'Financial service provider reports'),
            ],
            activities: ['Verify households door to door', 'Pay monthly transfers through mobile money'],
          },
          {
            title: 'Transfers monitored after distribution',
            indicators: [
              indicator('Households using negative coping strategies', '%', 78, 40, 'Post-distribution monitoring'),
              indicator('Households with an acceptable food consumption score', '%', 35, 65, 'Post-distribution monitoring'),
            ],
            activities: ['Run post-distribution monitoring each month', 'Track market prices in the main markets'],
          },
        ],
      },
      {
        title: 'Families facing protection risks get support',
        outputs: [
          {
            title: 'Case management available',
            indicators: [
              indicator('Protection cases managed', 'cases', 0, 600, 'Case management system'),
              indicator('Cases closed with a positive outcome', '%', 0, 70, 'Case reviews'),
            ],
            activities: ['Screen households for protection risks during verification', 'Manage cases with trained caseworkers'],
          },
          {
            title: 'Referrals to specialised services',
            indicators: [
              indicator('Referrals completed', 'referrals', 0, 900, 'Referral tracking sheet'),
              indicator('Service providers in the referral directory', 'providers', 12, 30, 'Referral directory'),
            ],
            activities: ['Update the referral directory quarterly', 'Accompany high-risk referrals'],
          },
        ],
      },
      {
        title: 'Assistance is accountable to the people it serves',
        outputs: [
          {
            title: 'Feedback and complaints handled',
            indicators: [
              indicator('Complaints received and answered', 'complaints', 0, 1500, 'Hotline database'),
              indicator('Complaints answered within seven days', '%', 0, 90, 'Hotline database'),
            ],
            activities: ['Run a toll-free hotline', 'Publish what changed after feedback'],
          },
          {
            title: 'Beneficiary data protected',
            indicators: [
              indicator('Staff trained on data protection', 'staff', 0, 60, 'Training records'),
              indicator('Data protection incidents', 'incidents', 0, 0, 'Incident log'),
            ],
            activities: ['Train staff on data protection', 'Audit access to the beneficiary database'],
          },
        ],
      },
    ],
    assumptions: ['Markets keep functioning and prices do not rise more than 20%', 'Mobile money agents stay liquid', 'Authorities allow cash programming in the targeted districts'],
    budget: [
      line('Cash', 'Monthly multi-purpose transfers', 'household-month', 48000, 9),
      line('Cash', 'Financial service provider fees', 'transfer', 48000, 0.4),
      line('Protection', 'Caseworkers', 'person-month', 96, 640),
      line('Protection', 'Emergency protection assistance', 'case', 200, 150),
      line('Accountability', 'Hotline operation', 'month', 12, 1100),
      line('Monitoring', 'Post-distribution monitoring surveys', 'round', 6, 2400),
      line('Registration', 'Door-to-door verification teams', 'team-month', 24, 1900),
    ],
    contribution: 'Transfers and case management serve “{objective}”; payment reconciliation and monitoring give the figures we report.',
  },
  ar: {
    sector: 'المساعدات النقدية متعددة الأغراض والحماية',
    titles: ['مساعدات نقدية متعددة الأغراض للأسر النازحة في {place}', 'المساعدات النقدية وإحالات الحماية في {place}', 'تحويلات نقدية شهرية للأسر الأشد هشاشة في {place}'],
    summary:
      'يقدم المشروع للأسر النازحة والأشد هشاشة في {place} ست تحويلات نقدية شهرية بقيمة سلة الحد الأدنى من الإنفاق، تُصرف عبر المحافظ الإلكترونية أو البطاقات المصرفية، مع إدارة الحالات والإحالة للأسر المعرّضة لمخاطر الحماية.',
    targetGroups: ['الأسر النازحة التي لا دخل لها', 'الأسر التي تعيلها نساء أو كبار سن', 'الأسر التي فيها أفراد ذوو إعاقة'],
    background: {
      problem_statement:
        'تنفق ثماني أسر من كل عشر في المناطق المستهدفة أكثر مما تكسب، وتلجأ إلى الاستدانة أو تقليص الوجبات أو إرسال الأطفال إلى العمل، وارتفعت كلفة سلة الحد الأدنى من الإنفاق بمقدار النصف خلال عام.',
      context:
        'الأسواق تعمل وتتوفر فيها السلع، لكن الأسر فقدت مدخراتها وأعمالها عند نزوحها، ويغطي وكلاء المحافظ الإلكترونية معظم المديريات، واتفقت مجموعة عمل النقد على قيمة موحدة للتحويل.',
      justification:
        'يتيح النقد للأسر شراء أكثر ما تحتاجه من أسواق عاملة وبكلفة إيصال أقل من المساعدات العينية، وأظهرت متابعة ما بعد التوزيع في الجولات السابقة تراجع استراتيجيات التكيف السلبية خلال ثلاثة أشهر.',
      previous_experience: 'قدمنا منذ عام 2018 مساعدات نقدية لنحو 46 ألف أسرة وفق معايير مجموعة عمل النقد، مع قاعدة بيانات للمستفيدين تُدقَّق سنويًا.',
      sustainability: 'تُربط الأسر ببرامج سبل العيش وبسجل الحماية الاجتماعية الوطني، وتُشارك بيانات الاستهداف بموافقة أصحابها مع مجموعة عمل النقد لتجنب الازدواجية.',
    },
    beneficiaries: {
      description: 'الأسر النازحة والمضيفة الأعلى درجة في تقييم الهشاشة المشترك، بعد التحقق منها ميدانيًا.',
      selection_criteria: 'درجة هشاشة أعلى من عتبة مجموعة عمل النقد، وعدم تلقي مساعدة نقدية أخرى خلال الأشهر الثلاثة الماضية وفق السجل المشترك، والموافقة على شروط حماية البيانات.',
    },
    goal: 'تلبية الأسر المتأثرة بالأزمة احتياجاتها الأساسية دون اللجوء إلى استراتيجيات تكيف ضارة.',
    customObjectives: ['تحويلات آمنة وفي موعدها وخاضعة للمساءلة', 'إحالة كل أسرة تواجه خطرًا إلى خدمة مناسبة'],
    outcomes: [
      {
        title: 'تلبية الأسر احتياجاتها الأساسية',
        outputs: [
          {
            title: 'صرف التحويلات الشهرية في موعدها',
            indicators: [
              indicator('عدد الأسر التي تلقت التحويلات الست كاملة', 'أسرة', 0, 8000, 'تقارير مطابقة الصرف'),
              indicator('نسبة التحويلات المصروفة في اليوم المحدد', '%', 0, 95, 'تقارير مقدم الخدمة المالية'),
            ],
            activities: ['التحقق من الأسر ميدانيًا', 'صرف التحويلات الشهرية عبر المحافظ الإلكترونية'],
          },
          {
            title: 'متابعة التحويلات بعد التوزيع',
            indicators: [
              indicator('نسبة الأسر التي تلجأ إلى استراتيجيات تكيف سلبية', '%', 78, 40, 'متابعة ما بعد التوزيع'),
              indicator('نسبة الأسر ذات درجة استهلاك غذائي مقبولة', '%', 35, 65, 'متابعة ما بعد التوزيع'),
            ],
            activities: ['تنفيذ متابعة ما بعد التوزيع شهريًا', 'رصد الأسعار في الأسواق الرئيسية'],
          },
        ],
      },
      {
        title: 'حصول الأسر المعرّضة لمخاطر الحماية على الدعم',
        outputs: [
          {
            title: 'توفر إدارة الحالات',
            indicators: [
              indicator('عدد حالات الحماية المُدارة', 'حالة', 0, 600, 'نظام إدارة الحالات'),
              indicator('نسبة الحالات المغلقة بنتيجة إيجابية', '%', 0, 70, 'مراجعات الحالات'),
            ],
            activities: ['فحص مخاطر الحماية لدى الأسر خلال التحقق', 'إدارة الحالات عبر أخصائيين مدرَّبين'],
          },
          {
            title: 'الإحالة إلى الخدمات المتخصصة',
            indicators: [
              indicator('عدد الإحالات المنجزة', 'إحالة', 0, 900, 'سجل تتبع الإحالات'),
              indicator('عدد مقدمي الخدمات في دليل الإحالة', 'مقدم خدمة', 12, 30, 'دليل الإحالة'),
            ],
            activities: ['تحديث دليل الإحالة كل ثلاثة أشهر', 'مرافقة الإحالات عالية الخطورة'],
          },
        ],
      },
      {
        title: 'خضوع المساعدات للمساءلة أمام المستفيدين',
        outputs: [
          {
            title: 'معالجة الملاحظات والشكاوى',
            indicators: [
              indicator('عدد الشكاوى الواردة والمجاب عنها', 'شكوى', 0, 1500, 'قاعدة بيانات الخط الساخن'),
              indicator('نسبة الشكاوى المجاب عنها خلال سبعة أيام', '%', 0, 90, 'قاعدة بيانات الخط الساخن'),
            ],
            activities: ['تشغيل خط ساخن مجاني', 'نشر ما تغيّر بناءً على الملاحظات'],
          },
          {
            title: 'حماية بيانات المستفيدين',
            indicators: [
              indicator('عدد الموظفين المدرَّبين على حماية البيانات', 'موظف', 0, 60, 'سجلات التدريب'),
              indicator('عدد حوادث حماية البيانات', 'حادثة', 0, 0, 'سجل الحوادث'),
            ],
            activities: ['تدريب الموظفين على حماية البيانات', 'تدقيق صلاحيات الوصول إلى قاعدة بيانات المستفيدين'],
          },
        ],
      },
    ],
    assumptions: ['استمرار عمل الأسواق وعدم ارتفاع الأسعار أكثر من 20%', 'توفر السيولة لدى وكلاء المحافظ الإلكترونية', 'سماح السلطات بالبرامج النقدية في المديريات المستهدفة'],
    budget: [
      line('النقد', 'تحويلات شهرية متعددة الأغراض', 'أسرة/شهر', 48000, 9),
      line('النقد', 'رسوم مقدم الخدمة المالية', 'تحويل', 48000, 0.4),
      line('الحماية', 'أخصائيو إدارة الحالات', 'شخص/شهر', 96, 640),
      line('الحماية', 'مساعدات الحماية الطارئة', 'حالة', 200, 150),
      line('المساءلة', 'تشغيل الخط الساخن', 'شهر', 12, 1100),
      line('المتابعة', 'مسوح متابعة ما بعد التوزيع', 'جولة', 6, 2400),
      line('التسجيل', 'فرق التحقق الميداني', 'فريق/شهر', 24, 1900),
    ],
    contribution: 'تخدم التحويلات وإدارة الحالات «{objective}»، وتوفر مطابقة الصرف والمتابعة الأرقام التي نرفعها في التقارير.',
  },
};
