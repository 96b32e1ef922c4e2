import { indicator, line, type Language, type SectorText } from './proposal-content-shapes';

/** Water, sanitation and hygiene proposals: networks, school latrines, hygiene promotion. */
export const WASH_TEXT: Record<Language, SectorText> = {
  en: {
    sector: 'Water, sanitation and hygiene',
    titles: ['Safe Water Networks for {place}', 'Water and Sanitation in the Schools of {place}', 'Clean Water and Hygiene for Host Communities in {place}'],
    summary:
      'The project rehabilitates the water network serving {place}, builds and repairs school latrines, and trains water committees and hygiene promoters so that families have safe water at home and children at school.',
    targetGroups: ['Households without a reliable water connection', 'Pupils and staff of public schools', 'Water committees and utility technicians'],
    background: {
      problem_statement:
        'Households in the targeted areas receive piped water for fewer than 12 hours a week; more than 40% of the supply is lost through leaking pipes, and families buy trucked water at up to five times the network tariff.',
      context:
        'The arrival of displaced families has doubled demand on networks built in the 1990s. Schools share one latrine block between more than 80 pupils, and diarrhoea cases peak every summer.',
      justification:
        'Replacing the worst pipe sections and metering the main zones is the cheapest way to add water: each cubic metre saved costs a quarter of a new source, and the utility has agreed to maintain what is built.',
      previous_experience:
        'We have rehabilitated 62 km of network and 48 school sanitation blocks since 2015 with the water utilities, and run hygiene promotion in 90 schools.',
      sustainability:
        'The utility adopts the rehabilitated network into its maintenance plan, water committees collect a small fee for repairs, and school health clubs keep the hygiene routines going.',
    },
    beneficiaries: {
      description: 'Households connected to the rehabilitated zones and the pupils of the schools whose sanitation blocks are rebuilt.',
      selection_criteria: 'Zones with the highest losses and lowest supply hours in the utility’s data; schools with more than 60 pupils per latrine; female-headed households prioritised for household connections.',
    },
    goal: 'Host and displaced communities have safe, affordable water and sanitation that is maintained locally.',
    customObjectives: ['Cut the share of water lost through leaks', 'Give every partner school a working hygiene club'],
    outcomes: [
      {
        title: 'Households receive more safe water through the network',
        outputs: [
          {
            title: 'Network sections and household connections rehabilitated',
            indicators: [
              indicator('Pipe replaced', 'km', 0, 18, 'Engineer handover certificates'),
              indicator('Households reconnected to the network', 'households', 0, 2400, 'Utility connection records'),
              indicator('Weekly supply hours in the targeted zones', 'hours', 12, 36, 'Utility supply logs'),
            ],
            activities: ['Survey and design the network rehabilitation', 'Replace pipe sections and house connections'],
          },
          {
            title: 'Water quality is tested and safe',
            indicators: [
              indicator('Samples meeting the national drinking-water standard', '%', 70, 98, 'Laboratory test reports'),
              indicator('Water committee members trained', 'members', 0, 120, 'Training attendance sheets'),
            ],
            activities: ['Test water quality monthly at the tap', 'Train water committees on operation and minor repairs'],
          },
        ],
      },
      {
        title: 'Schools have decent sanitation',
        outputs: [
          {
            title: 'School latrine blocks built or rehabilitated',
            indicators: [
              indicator('Latrine blocks completed', 'blocks', 0, 30, 'Handover certificates'),
              indicator('Pupils per latrine in partner schools', 'pupils', 85, 40, 'School sanitation survey'),
            ],
            activities: ['Build gender-separated latrine blocks', 'Install hand-washing stations with soap'],
          },
          {
            title: 'School hygiene clubs run',
            indicators: [
              indicator('Schools with an active hygiene club', 'schools', 0, 30, 'Club activity reports'),
              indicator('Menstrual hygiene kits distributed', 'kits', 0, 3000, 'Distribution lists'),
            ],
            activities: ['Set up hygiene clubs with teachers', 'Distribute menstrual hygiene kits with sessions for girls'],
          },
        ],
      },
      {
        title: 'Families practise safe hygiene at home',
        outputs: [
          {
            title: 'Hygiene promotion reaches every targeted household',
            indicators: [
              indicator('Households reached by hygiene promoters', 'households', 0, 3000, 'Visit records'),
              indicator('Caregivers washing hands at critical times', '%', 38, 75, 'Knowledge, attitudes and practices survey'),
            ],
            activities: ['Recruit and train hygiene promoters', 'Run household visits and community sessions'],
          },
          {
            title: 'Households store water safely',
            indicators: [
              indicator('Water storage kits distributed', 'kits', 0, 1500, 'Distribution lists'),
              indicator('Households with covered, clean storage', '%', 45, 85, 'Spot checks'),
            ],
            activities: ['Distribute water storage kits', 'Carry out spot checks on household storage'],
          },
        ],
      },
    ],
    assumptions: ['The utility releases the agreed water volumes to the rehabilitated zones', 'Import of pipes and fittings is not delayed at the border', 'Communities agree to the repair fee'],
    budget: [
      line('Construction', 'Pipe replacement, HDPE 110 mm, supplied and laid', 'metre', 9000, 22),
      line('Construction', 'Household connections with meters', 'connection', 1200, 95),
      line('Construction', 'School latrine blocks', 'block', 30, 6800),
      line('Supplies', 'Hand-washing stations', 'station', 60, 380),
      line('Supplies', 'Water storage kits', 'kit', 1500, 24),
      line('Supplies', 'Menstrual hygiene kits', 'kit', 3000, 9),
      line('Services', 'Water quality laboratory tests', 'test', 240, 35),
      line('Staff', 'Hygiene promoters', 'person-month', 120, 420),
    ],
    contribution: 'Our network and school works contribute directly to “{objective}”; the utility’s records give the figures we report against it.',
  },
  ar: {
    sector: 'المياه والصرف الصحي والنظافة',
    titles: ['شبكات مياه آمنة في {place}', 'المياه والصرف الصحي في مدارس {place}', 'مياه نظيفة ونظافة صحية للمجتمعات المضيفة في {place}'],
    summary:
      'يعيد المشروع تأهيل شبكة المياه التي تخدم {place}، ويبني دورات مياه مدرسية ويصلحها، ويدرّب لجان المياه ومروّجي النظافة، لتحصل الأسر على مياه آمنة في المنازل والأطفال في المدارس.',
    targetGroups: ['الأسر التي لا تصلها المياه بانتظام', 'طلبة المدارس الحكومية وكوادرها', 'لجان المياه وفنيو مؤسسة المياه'],
    background: {
      problem_statement:
        'تصل المياه عبر الشبكة إلى الأسر في المناطق المستهدفة أقل من 12 ساعة أسبوعيًا، ويُفقد أكثر من 40% منها بسبب تسرب الأنابيب، فتشتري الأسر المياه بالصهاريج بما يصل إلى خمسة أضعاف التعرفة.',
      context:
        'ضاعف وصول الأسر النازحة الطلب على شبكات أُنشئت في التسعينيات، وتتشارك المدارس وحدة دورات مياه واحدة لأكثر من 80 طالبًا، وتبلغ حالات الإسهال ذروتها كل صيف.',
      justification:
        'استبدال أسوأ مقاطع الأنابيب وتركيب العدادات في المناطق الرئيسية هو أرخص طريقة لزيادة المياه المتاحة، إذ يكلف المتر المكعب الموفَّر ربع كلفة مصدر جديد، وقد التزمت مؤسسة المياه بصيانة ما يُنفَّذ.',
      previous_experience: 'أعدنا منذ عام 2015 تأهيل 62 كيلومترًا من الشبكات و48 وحدة صرف صحي مدرسية بالشراكة مع مؤسسات المياه، ونفذنا برامج التوعية الصحية في 90 مدرسة.',
      sustainability: 'تضم مؤسسة المياه الشبكة المؤهلة إلى خطة صيانتها، وتجمع لجان المياه رسومًا رمزية للإصلاحات، وتحافظ النوادي الصحية المدرسية على ممارسات النظافة.',
    },
    beneficiaries: {
      description: 'الأسر المتصلة بالمناطق المؤهلة وطلبة المدارس التي يعاد بناء مرافق الصرف الصحي فيها.',
      selection_criteria: 'المناطق ذات أعلى نسب الفاقد وأقل ساعات التزويد وفق بيانات مؤسسة المياه، والمدارس التي يزيد فيها عدد الطلبة على 60 لكل مرحاض، مع أولوية التوصيلات المنزلية للأسر التي ترأسها نساء.',
    },
    goal: 'حصول المجتمعات المضيفة والنازحة على مياه وصرف صحي آمنين وبكلفة معقولة وبصيانة محلية.',
    customObjectives: ['خفض نسبة المياه المفقودة بسبب التسرب', 'نادٍ صحي فاعل في كل مدرسة شريكة'],
    outcomes: [
      {
        title: 'حصول الأسر على كميات أكبر من المياه الآمنة عبر الشبكة',
        outputs: [
          {
            title: 'تأهيل مقاطع الشبكة والتوصيلات المنزلية',
            indicators: [
              indicator('طول الأنابيب المستبدلة', 'كم', 0, 18, 'محاضر الاستلام الهندسية'),
              indicator('عدد الأسر المعاد توصيلها بالشبكة', 'أسرة', 0, 2400, 'سجلات التوصيل في مؤسسة المياه'),
              indicator('ساعات التزويد الأسبوعية في المناطق المستهدفة', 'ساعة', 12, 36, 'سجلات التزويد'),
            ],
            activities: ['مسح الشبكة وتصميم أعمال التأهيل', 'استبدال مقاطع الأنابيب والتوصيلات المنزلية'],
          },
          {
            title: 'فحص جودة المياه والتأكد من سلامتها',
            indicators: [
              indicator('نسبة العينات المطابقة للمواصفة الوطنية لمياه الشرب', '%', 70, 98, 'تقارير المختبر'),
              indicator('عدد أعضاء لجان المياه المدرَّبين', 'عضو', 0, 120, 'كشوف حضور التدريب'),
            ],
            activities: ['فحص جودة المياه شهريًا عند الحنفية', 'تدريب لجان المياه على التشغيل والإصلاحات البسيطة'],
          },
        ],
      },
      {
        title: 'مرافق صرف صحي لائقة في المدارس',
        outputs: [
          {
            title: 'بناء وحدات دورات مياه مدرسية أو تأهيلها',
            indicators: [
              indicator('عدد الوحدات المنجزة', 'وحدة', 0, 30, 'محاضر الاستلام'),
              indicator('عدد الطلبة لكل مرحاض في المدارس الشريكة', 'طالب', 85, 40, 'مسح مرافق الصرف الصحي المدرسية'),
            ],
            activities: ['بناء وحدات دورات مياه منفصلة للذكور والإناث', 'تركيب مغاسل أيدٍ مزودة بالصابون'],
          },
          {
            title: 'تفعيل النوادي الصحية المدرسية',
            indicators: [
              indicator('عدد المدارس التي فيها نادٍ صحي فاعل', 'مدرسة', 0, 30, 'تقارير أنشطة النوادي'),
              indicator('عدد حقائب النظافة الشهرية الموزعة', 'حقيبة', 0, 3000, 'كشوف التوزيع'),
            ],
            activities: ['تأسيس نوادٍ صحية مع المعلمين', 'توزيع حقائب النظافة الشهرية مع جلسات توعية للفتيات'],
          },
        ],
      },
      {
        title: 'ممارسة الأسر النظافة الصحية في المنزل',
        outputs: [
          {
            title: 'وصول التوعية الصحية إلى كل أسرة مستهدفة',
            indicators: [
              indicator('عدد الأسر التي وصلها مروّجو النظافة', 'أسرة', 0, 3000, 'سجلات الزيارات'),
              indicator('نسبة مقدمي الرعاية الذين يغسلون أيديهم في الأوقات الحرجة', '%', 38, 75, 'مسح المعارف والاتجاهات والممارسات'),
            ],
            activities: ['توظيف مروّجي النظافة وتدريبهم', 'تنفيذ زيارات منزلية وجلسات مجتمعية'],
          },
          {
            title: 'تخزين الأسر للمياه بطريقة آمنة',
            indicators: [
              indicator('عدد حقائب تخزين المياه الموزعة', 'حقيبة', 0, 1500, 'كشوف التوزيع'),
              indicator('نسبة الأسر التي تخزن المياه في أوعية نظيفة ومغطاة', '%', 45, 85, 'زيارات تحقق عشوائية'),
            ],
            activities: ['توزيع حقائب تخزين المياه', 'تنفيذ زيارات تحقق من التخزين المنزلي'],
          },
        ],
      },
    ],
    assumptions: ['التزام مؤسسة المياه بضخ الكميات المتفق عليها إلى المناطق المؤهلة', 'عدم تأخر استيراد الأنابيب والقطع على المعابر', 'موافقة المجتمعات على رسوم الإصلاح'],
    budget: [
      line('الإنشاءات', 'استبدال أنابيب بولي إيثيلين 110 ملم توريدًا وتركيبًا', 'متر', 9000, 22),
      line('الإنشاءات', 'توصيلات منزلية مع عدادات', 'توصيلة', 1200, 95),
      line('الإنشاءات', 'وحدات دورات مياه مدرسية', 'وحدة', 30, 6800),
      line('المستلزمات', 'مغاسل أيدٍ', 'مغسلة', 60, 380),
      line('المستلزمات', 'حقائب تخزين المياه', 'حقيبة', 1500, 24),
      line('المستلزمات', 'حقائب النظافة الشهرية', 'حقيبة', 3000, 9),
      line('الخدمات', 'فحوص مخبرية لجودة المياه', 'فحص', 240, 35),
      line('الكوادر', 'مروّجو النظافة', 'شخص/شهر', 120, 420),
    ],
    contribution: 'تسهم أعمال الشبكات والمدارس مباشرة في تحقيق «{objective}»، وتوفر سجلات مؤسسة المياه الأرقام التي نرفع التقارير على أساسها.',
  },
};
