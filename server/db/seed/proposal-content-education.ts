import { indicator, line, type Language, type SectorText } from './proposal-content-shapes';

/** Education proposals: keeping children, girls above all, in school. */
export const EDUCATION_TEXT: Record<Language, SectorText> = {
  en: {
    sector: 'Education',
    titles: ['Keeping Girls in School in {place}', 'Safe Routes to Learning in {place}', 'Catch-up Classes and Family Outreach in {place}'],
    summary:
      'The project keeps girls aged 10–16 in school in {place} through safe daily transport, catch-up classes in Arabic, mathematics and English, and outreach to families weighing early marriage or child labour.',
    targetGroups: ['Girls aged 10–16 at risk of dropping out', 'Parents and caregivers', 'Public-school teachers and counsellors'],
    background: {
      problem_statement:
        'One girl in five in the targeted districts leaves school before grade 9. Families name the cost and safety of transport, falling behind after years of interrupted schooling, and pressure to marry early.',
      context:
        'Public schools run double shifts to absorb refugee children; classes exceed 45 pupils, and girls who live more than 3 km away walk along unlit roads in winter.',
      justification:
        'Our 2024 pilot combined transport with remedial classes and halved drop-out within one school year, at a cost per girl below the national average for second-chance education.',
      previous_experience:
        'Since 2017 we have run remedial classes in 14 schools with the Ministry of Education, reaching 3,200 pupils, and managed contracted school bus routes in two governorates.',
      sustainability:
        'Municipalities co-finance the bus routes from year two, remedial teachers are Ministry staff trained by the project, and parent committees take over the outreach.',
    },
    beneficiaries: {
      description: 'Girls enrolled in grades 5–9 in the partner schools and their families; boys join the remedial classes where places allow.',
      selection_criteria:
        'Attendance below 80% in the previous term, a home more than 3 km from school, or a counsellor’s referral; refugee and host-community girls in equal measure.',
    },
    goal: 'Girls in the targeted districts complete basic education and move on to secondary school.',
    customObjectives: ['Strengthen the parent committee of every partner school', 'Make the routes to school safe for girls'],
    outcomes: [
      {
        title: 'Fewer girls drop out of the partner schools',
        outputs: [
          {
            title: 'Girls reach school safely every day',
            indicators: [
              indicator('Girls using project transport', 'girls', 0, 900, 'Bus attendance registers'),
              indicator('Average attendance of enrolled girls', '%', 72, 90, 'School attendance records'),
            ],
            activities: ['Contract and monitor the school bus routes', 'Train drivers and escorts on child safeguarding'],
          },
          {
            title: 'Families back their daughters’ schooling',
            indicators: [
              indicator('Households visited by outreach workers', 'households', 0, 1200, 'Visit logs'),
              indicator('Parents attending school committee meetings', 'parents', 40, 400, 'Minutes and attendance sheets'),
              indicator('Girls re-enrolled after dropping out', 'girls', 0, 150, 'Ministry enrolment data'),
            ],
            activities: ['Run door-to-door outreach visits', 'Hold monthly parent committee meetings'],
          },
        ],
      },
      {
        title: 'Girls catch up on the core subjects',
        outputs: [
          {
            title: 'Remedial classes run in every partner school',
            indicators: [
              indicator('Remedial sessions delivered', 'sessions', 0, 2400, 'Teacher logbooks'),
              indicator('Girls completing a full remedial cycle', 'girls', 0, 700, 'Class registers and end-of-cycle tests'),
            ],
            activities: ['Assess learning levels at the start of each term', 'Deliver remedial classes in Arabic, mathematics and English'],
          },
          {
            title: 'Teachers use learner-centred methods',
            indicators: [
              indicator('Teachers trained', 'teachers', 0, 60, 'Training attendance and post-tests'),
              indicator('Lessons observed as good or better', '%', 35, 75, 'Classroom observation checklists'),
            ],
            activities: ['Run a five-day training for remedial teachers', 'Coach teachers through monthly classroom visits'],
          },
        ],
      },
      {
        title: 'Schools are safer and more welcoming for girls',
        outputs: [
          {
            title: 'Girls’ latrines and shaded play areas rehabilitated',
            indicators: [
              indicator('Schools with rehabilitated girls’ latrines', 'schools', 0, 12, 'Engineer handover certificates'),
              indicator('Girls who say they feel safe at school', '%', 55, 85, 'Annual perception survey'),
            ],
            activities: ['Rehabilitate latrines and hand-washing stations', 'Build shaded play areas'],
          },
          {
            title: 'Girls at risk are referred and followed up',
            indicators: [
              indicator('Counsellors trained on case referral', 'counsellors', 0, 24, 'Training records'),
              indicator('Cases referred and followed up', 'cases', 0, 180, 'Case management database'),
            ],
            activities: ['Train school counsellors on case referral', 'Map and update the referral services'],
          },
        ],
      },
    ],
    assumptions: ['Schools stay open without long closures', 'The Ministry keeps assigning teachers to the partner schools', 'Fuel prices stay within 15% of the budgeted level'],
    budget: [
      line('Transport', 'School bus routes (contracted)', 'route-month', 120, 650),
      line('Education', 'Remedial teachers’ incentives', 'teacher-month', 180, 320),
      line('Education', 'Learning kits for girls', 'kit', 900, 18),
      line('Training', 'Teacher training, five days', 'participant', 60, 140),
      line('Construction', 'Latrine rehabilitation', 'school', 12, 4200),
      line('Outreach', 'Community outreach workers', 'person-month', 96, 450),
      line('Construction', 'Shaded play areas', 'school', 6, 2800),
    ],
    contribution:
      'The project serves “{objective}” through daily transport, remedial classes and family outreach in every partner school, and reports progress on it each quarter.',
  },
  ar: {
    sector: 'التعليم',
    titles: ['إبقاء الفتيات في المدارس في {place}', 'طرق آمنة إلى التعلم في {place}', 'صفوف التقوية والتواصل مع الأسر في {place}'],
    summary:
      'يدعم المشروع بقاء الفتيات من عمر 10 إلى 16 عامًا في مدارس {place} من خلال النقل اليومي الآمن، وصفوف التقوية في اللغة العربية والرياضيات والإنجليزية، والتواصل مع الأسر المعرّضة لتزويج بناتها مبكرًا أو دفعهن إلى العمل.',
    targetGroups: ['الفتيات من 10 إلى 16 عامًا المعرّضات للتسرب', 'الآباء والأمهات ومقدمو الرعاية', 'معلمو المدارس الحكومية ومرشدوها'],
    background: {
      problem_statement:
        'تترك فتاة من كل خمس فتيات في المناطق المستهدفة المدرسة قبل الصف التاسع، وتذكر الأسر كلفة المواصلات وانعدام الأمان، والتأخر الدراسي بعد سنوات من الانقطاع، والضغط نحو الزواج المبكر.',
      context:
        'تعمل المدارس الحكومية بنظام الفترتين لاستيعاب الأطفال اللاجئين، ويتجاوز عدد الطلبة في الصف 45 طالبًا، وتسير الفتيات اللواتي يسكنّ على بعد أكثر من 3 كيلومترات على طرق غير مضاءة في الشتاء.',
      justification:
        'جمعت المرحلة التجريبية عام 2024 بين النقل وصفوف التقوية فانخفض التسرب إلى النصف خلال عام دراسي واحد، بكلفة للفتاة الواحدة أقل من المعدل الوطني لبرامج الفرصة الثانية.',
      previous_experience:
        'ننفذ منذ عام 2017 صفوف تقوية في 14 مدرسة بالشراكة مع وزارة التربية والتعليم، وصلت إلى 3200 طالب وطالبة، ونشغّل خطوط حافلات مدرسية متعاقدًا عليها في محافظتين.',
      sustainability:
        'تشارك البلديات في تمويل خطوط الحافلات من السنة الثانية، ومعلمو التقوية من كوادر الوزارة الذين دربهم المشروع، وتتولى لجان أولياء الأمور أعمال التواصل مع الأسر.',
    },
    beneficiaries: {
      description: 'الفتيات الملتحقات بالصفوف من الخامس إلى التاسع في المدارس الشريكة وأسرهن، ويلتحق الأولاد بصفوف التقوية حيث تتوفر المقاعد.',
      selection_criteria: 'نسبة حضور أقل من 80% في الفصل السابق، أو سكن يبعد أكثر من 3 كيلومترات عن المدرسة، أو إحالة من المرشد التربوي، بالتساوي بين اللاجئات وفتيات المجتمع المضيف.',
    },
    goal: 'تُكمل الفتيات في المناطق المستهدفة التعليم الأساسي وينتقلن إلى المرحلة الثانوية.',
    customObjectives: ['تفعيل لجان أولياء الأمور في كل مدرسة شريكة', 'جعل الطريق إلى المدرسة آمنًا للفتيات'],
    outcomes: [
      {
        title: 'انخفاض تسرب الفتيات من المدارس الشريكة',
        outputs: [
          {
            title: 'وصول الفتيات إلى المدرسة بأمان كل يوم',
            indicators: [
              indicator('عدد الفتيات المستفيدات من النقل', 'فتاة', 0, 900, 'سجلات الحضور في الحافلات'),
              indicator('متوسط نسبة حضور الفتيات', '%', 72, 90, 'سجلات الحضور المدرسية'),
            ],
            activities: ['التعاقد على خطوط الحافلات المدرسية ومتابعتها', 'تدريب السائقين والمرافقات على حماية الطفل'],
          },
          {
            title: 'دعم الأسر لتعليم بناتها',
            indicators: [
              indicator('عدد الأسر التي زارها العاملون الميدانيون', 'أسرة', 0, 1200, 'سجلات الزيارات'),
              indicator('عدد أولياء الأمور المشاركين في اجتماعات اللجان', 'ولي أمر', 40, 400, 'محاضر الاجتماعات وكشوف الحضور'),
              indicator('عدد الفتيات العائدات إلى المدرسة بعد التسرب', 'فتاة', 0, 150, 'بيانات القيد في الوزارة'),
            ],
            activities: ['تنفيذ زيارات منزلية للتوعية', 'عقد اجتماعات شهرية للجان أولياء الأمور'],
          },
        ],
      },
      {
        title: 'تعويض الفتيات ما فاتهن في المواد الأساسية',
        outputs: [
          {
            title: 'انعقاد صفوف التقوية في جميع المدارس الشريكة',
            indicators: [
              indicator('عدد حصص التقوية المنفذة', 'حصة', 0, 2400, 'دفاتر المعلمين'),
              indicator('عدد الفتيات اللواتي أكملن دورة تقوية كاملة', 'فتاة', 0, 700, 'سجلات الصفوف واختبارات نهاية الدورة'),
            ],
            activities: ['تقييم مستويات التعلم في بداية كل فصل', 'تنفيذ صفوف التقوية في العربية والرياضيات والإنجليزية'],
          },
          {
            title: 'استخدام المعلمين أساليب تتمحور حول المتعلم',
            indicators: [
              indicator('عدد المعلمين المدرَّبين', 'معلم', 0, 60, 'كشوف حضور التدريب والاختبارات البعدية'),
              indicator('نسبة الحصص المصنفة جيدة فأعلى عند الملاحظة', '%', 35, 75, 'قوائم الملاحظة الصفية'),
            ],
            activities: ['تنفيذ تدريب لمدة خمسة أيام لمعلمي التقوية', 'الإرشاد الصفي من خلال زيارات شهرية'],
          },
        ],
      },
      {
        title: 'مدارس أكثر أمانًا وترحيبًا بالفتيات',
        outputs: [
          {
            title: 'تأهيل دورات مياه الفتيات والساحات المظللة',
            indicators: [
              indicator('عدد المدارس التي أُهّلت فيها دورات مياه الفتيات', 'مدرسة', 0, 12, 'محاضر الاستلام الهندسية'),
              indicator('نسبة الفتيات اللواتي يشعرن بالأمان في المدرسة', '%', 55, 85, 'مسح الرأي السنوي'),
            ],
            activities: ['تأهيل دورات المياه ومغاسل الأيدي', 'إنشاء ساحات لعب مظللة'],
          },
          {
            title: 'إحالة الفتيات المعرّضات للخطر ومتابعتهن',
            indicators: [
              indicator('عدد المرشدين المدرَّبين على الإحالة', 'مرشد', 0, 24, 'سجلات التدريب'),
              indicator('عدد الحالات المحالة والمتابَعة', 'حالة', 0, 180, 'قاعدة بيانات إدارة الحالات'),
            ],
            activities: ['تدريب المرشدين التربويين على إحالة الحالات', 'تحديث خريطة خدمات الإحالة'],
          },
        ],
      },
    ],
    assumptions: ['استمرار عمل المدارس دون إغلاقات طويلة', 'استمرار الوزارة في تعيين المعلمين في المدارس الشريكة', 'بقاء أسعار الوقود ضمن 15% من المستوى المقدّر في الموازنة'],
    budget: [
      line('النقل', 'خطوط الحافلات المدرسية (بالتعاقد)', 'خط/شهر', 120, 650),
      line('التعليم', 'حوافز معلمي التقوية', 'معلم/شهر', 180, 320),
      line('التعليم', 'حقائب تعليمية للفتيات', 'حقيبة', 900, 18),
      line('التدريب', 'تدريب المعلمين لمدة خمسة أيام', 'مشارك', 60, 140),
      line('الإنشاءات', 'تأهيل دورات المياه', 'مدرسة', 12, 4200),
      line('التوعية', 'عاملون ميدانيون للتواصل المجتمعي', 'شخص/شهر', 96, 450),
      line('الإنشاءات', 'ساحات لعب مظللة', 'مدرسة', 6, 2800),
    ],
    contribution: 'يسهم المشروع في تحقيق «{objective}» من خلال النقل اليومي وصفوف التقوية والتواصل مع الأسر في كل مدرسة شريكة، ويرفع تقريرًا بالتقدم كل ثلاثة أشهر.',
  },
};
