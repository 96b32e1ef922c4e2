import type { Language } from './proposal-content-shapes';

/**
 * The partner organisations of the demo, across the region. They register in their own portal, so they belong to
 * no funder; each funder sees those that applied to it (docs/decisions/122-organisations-scope.md).
 */

export type NgoDocumentKind = 'registration' | 'audit' | 'safeguarding' | 'antiFraud';

export type DemoNgo = {
  key: string;
  name: string;
  shortcut: string;
  description: string;
  country: string;
  email: string;
  phone: string;
  website: string;
  /** The language the organisation writes its papers in. */
  language: Language;
  contacts: { name: string; position: string; email: string; phone: string }[];
  /** Days before today it was issued, and days from today it expires (negative: expired; null: no expiry). */
  documents: { kind: NgoDocumentKind; issuedDaysAgo: number; expiresInDays: number | null }[];
  /** Its users in the partner portal (password DEMO_PASSWORD); the first is its admin. Listed in the README. */
  users: { email: string; name: string; role: 'admin' | 'member' }[];
};

export const NGO_DOCUMENT_NAMES: Record<NgoDocumentKind, Record<Language, string>> = {
  registration: { en: 'Registration certificate', ar: 'شهادة التسجيل' },
  audit: { en: 'Audited financial statements 2025', ar: 'البيانات المالية المدققة لعام 2025' },
  safeguarding: { en: 'Safeguarding policy', ar: 'سياسة الحماية من الاستغلال والإساءة' },
  antiFraud: { en: 'Anti-fraud and anti-corruption policy', ar: 'سياسة مكافحة الاحتيال والفساد' },
};

/** Latin text for the documents' PDFs, whose standard fonts have no Arabic. */
export const NGO_DOCUMENT_PDF_TITLES: Record<NgoDocumentKind, string> = {
  registration: 'Certificate of Registration',
  audit: 'Audited Financial Statements for the year ended 31 December 2025',
  safeguarding: 'Safeguarding and PSEA Policy',
  antiFraud: 'Anti-Fraud and Anti-Corruption Policy',
};

const ALL_FOUR = (expired: NgoDocumentKind | null): DemoNgo['documents'] => [
  { kind: 'registration', issuedDaysAgo: 2900, expiresInDays: expired === 'registration' ? -40 : 700 },
  { kind: 'audit', issuedDaysAgo: 200, expiresInDays: expired === 'audit' ? -5 : 530 },
  { kind: 'safeguarding', issuedDaysAgo: 600, expiresInDays: expired === 'safeguarding' ? -60 : 480 },
  { kind: 'antiFraud', issuedDaysAgo: 420, expiresInDays: null },
];

const WITHOUT_ANTI_FRAUD: DemoNgo['documents'] = ALL_FOUR(null).filter((document) => document.kind !== 'antiFraud');

export const DEMO_NGOS: DemoNgo[] = [
  {
    key: 'amal',
    name: 'Al-Amal Community Development Association / جمعية الأمل للتنمية المجتمعية',
    shortcut: 'ACDA',
    description: 'Education and child protection in northern Jordan since 2009. تعمل في التعليم وحماية الطفل في شمال الأردن منذ عام 2009.',
    country: 'JO',
    email: 'info@alamal-jo.example',
    phone: '+962 2 725 1180',
    website: 'https://alamal-jo.example',
    language: 'en',
    contacts: [
      { name: 'Rania Obeidat / رانيا عبيدات', position: 'Executive director', email: 'rania.obeidat@alamal-jo.example', phone: '+962 79 640 1122' },
      { name: 'Khaled Al-Zoubi', position: 'Programme manager', email: 'k.zoubi@alamal-jo.example', phone: '+962 77 512 3340' },
      { name: 'Dana Haddad', position: 'Finance manager', email: 'finance@alamal-jo.example', phone: '+962 78 300 4451' },
    ],
    documents: ALL_FOUR(null),
    users: [{ email: 'amal@ngo.test', name: 'Rania Odeh / رانيا عودة', role: 'admin' }],
  },
  {
    key: 'nabaa',
    name: 'Nabaa Water and Sanitation Initiative / مبادرة نبع للمياه والإصحاح',
    shortcut: 'NABAA',
    description: 'Water networks, school sanitation and hygiene promotion in the Beqaa and Akkar. شبكات المياه والصرف الصحي المدرسي في البقاع وعكار.',
    country: 'LB',
    email: 'contact@nabaa-lb.example',
    phone: '+961 8 812 440',
    website: 'https://nabaa-lb.example',
    language: 'en',
    contacts: [
      { name: 'Georges Khoury', position: 'General manager', email: 'g.khoury@nabaa-lb.example', phone: '+961 3 417 220' },
      { name: 'Maya Saab / مايا صعب', position: 'WASH engineer', email: 'm.saab@nabaa-lb.example', phone: '+961 71 552 904' },
    ],
    documents: ALL_FOUR(null),
    users: [{ email: 'nabaa@ngo.test', name: 'Karim Haddad / كريم حداد', role: 'admin' }],
  },
  {
    key: 'tamkeen',
    name: 'اتحاد تمكين للتعاونيات النسائية / Tamkeen Union of Women’s Cooperatives',
    shortcut: 'تمكين',
    description: 'اتحاد يضم 36 تعاونية نسائية في غزة والضفة الغربية، يعمل في الأمن الغذائي وتمكين المرأة اقتصاديًا.',
    country: 'PS',
    email: 'info@tamkeen-ps.example',
    phone: '+970 8 282 6610',
    website: 'https://tamkeen-ps.example',
    language: 'ar',
    contacts: [
      { name: 'سماح أبو شعبان', position: 'رئيسة الاتحاد', email: 'samah@tamkeen-ps.example', phone: '+970 59 912 4471' },
      { name: 'محمد الحلو', position: 'منسق البرامج', email: 'm.helou@tamkeen-ps.example', phone: '+970 59 833 2290' },
    ],
    documents: ALL_FOUR('audit'),
    users: [{ email: 'tamkeen@ngo.test', name: 'Samar Qasem / سمر قاسم', role: 'admin' }],
  },
  {
    key: 'hadramout',
    name: 'مؤسسة حضرموت الصحية / Hadramout Health Foundation',
    shortcut: 'HHF',
    description: 'مؤسسة صحية تدير عيادات متنقلة وبرامج تغذية في حضرموت ولحج منذ عام 2012. Mobile clinics and nutrition in Hadramawt and Lahj.',
    country: 'YE',
    email: 'info@hadramout-health.example',
    phone: '+967 5 352 118',
    website: 'https://hadramout-health.example',
    language: 'ar',
    contacts: [
      { name: 'د. عبدالله باوزير', position: 'المدير التنفيذي', email: 'a.bawazir@hadramout-health.example', phone: '+967 771 204 553' },
      { name: 'أمل بن بريك', position: 'مسؤولة التغذية', email: 'amal.b@hadramout-health.example', phone: '+967 733 118 902' },
      { name: 'Salem Al-Kathiri', position: 'Grants officer', email: 'grants@hadramout-health.example', phone: '+967 712 660 114' },
    ],
    documents: WITHOUT_ANTI_FRAUD,
    users: [{ email: 'hadramout@ngo.test', name: 'Salem Bawazir / سالم باوزير', role: 'admin' }],
  },
  {
    key: 'nile',
    name: 'Nile Bridges for Development / جسور النيل للتنمية',
    shortcut: 'NBD',
    description: 'Livelihoods and literacy for women in Upper Egypt. سبل العيش ومحو الأمية للنساء في صعيد مصر.',
    country: 'EG',
    email: 'hello@nilebridges.example',
    phone: '+20 86 234 5512',
    website: 'https://nilebridges.example',
    language: 'en',
    contacts: [
      { name: 'Mona Abdel Rahman / منى عبد الرحمن', position: 'Executive director', email: 'mona@nilebridges.example', phone: '+20 100 455 7781' },
      { name: 'Ahmed Fathy', position: 'M&E manager', email: 'a.fathy@nilebridges.example', phone: '+20 111 302 9954' },
    ],
    documents: ALL_FOUR('safeguarding'),
    users: [{ email: 'nile@ngo.test', name: 'Mona Farouk / منى فاروق', role: 'admin' }],
  },
  {
    key: 'rafidain',
    name: 'Rafidain Relief Organisation / منظمة الرافدين للإغاثة',
    shortcut: 'RRO',
    description: 'Water, shelter and cash assistance in Nineveh and Anbar. المياه والمأوى والمساعدات النقدية في نينوى والأنبار.',
    country: 'IQ',
    email: 'office@rafidain-relief.example',
    phone: '+964 60 771 2204',
    website: 'https://rafidain-relief.example',
    language: 'en',
    contacts: [
      { name: 'Zainab Al-Jubouri / زينب الجبوري', position: 'Country director', email: 'z.jubouri@rafidain-relief.example', phone: '+964 750 221 8890' },
      { name: 'Omar Saleem', position: 'Operations manager', email: 'o.saleem@rafidain-relief.example', phone: '+964 770 118 4435' },
    ],
    documents: ALL_FOUR(null),
    users: [{ email: 'rafidain@ngo.test', name: 'Ali Jabbar / علي جبار', role: 'admin' }],
  },
  {
    key: 'darfur',
    name: 'شبكة أمل دارفور الإنسانية / Darfur Hope Humanitarian Network',
    shortcut: 'DHHN',
    description: 'شبكة من المنظمات المحلية تقدم المأوى الطارئ والمواد غير الغذائية للنازحين في دارفور وشرق تشاد.',
    country: 'SD',
    email: 'info@darfurhope.example',
    phone: '+249 183 771 220',
    website: 'https://darfurhope.example',
    language: 'ar',
    contacts: [
      { name: 'آدم إسحاق', position: 'المنسق العام', email: 'adam.ishag@darfurhope.example', phone: '+249 912 334 871' },
      { name: 'Fatima Abdelkarim', position: 'Shelter coordinator', email: 'f.abdelkarim@darfurhope.example', phone: '+249 123 908 455' },
    ],
    documents: ALL_FOUR('registration'),
    users: [{ email: 'darfur@ngo.test', name: 'Adam Ishag / آدم إسحاق', role: 'admin' }],
  },
  {
    key: 'yasmin',
    name: 'Jasmine Civil Society Platform / منصة الياسمين للمجتمع المدني',
    shortcut: 'JCSP',
    description: 'Protection, cash and early recovery for displaced Syrians inside Syria and in Jordan. الحماية والمساعدات النقدية والتعافي المبكر.',
    country: 'SY',
    email: 'contact@jasmine-platform.example',
    phone: '+90 342 555 0190',
    website: 'https://jasmine-platform.example',
    language: 'en',
    contacts: [
      { name: 'Lina Kabbani / لينا قباني', position: 'Director', email: 'l.kabbani@jasmine-platform.example', phone: '+90 532 771 0412' },
      { name: 'Yaman Darwish', position: 'Protection lead', email: 'y.darwish@jasmine-platform.example', phone: '+90 541 228 3307' },
    ],
    documents: WITHOUT_ANTI_FRAUD,
    users: [{ email: 'partner@demo.test', name: 'Lina Kabbani / لينا قباني', role: 'admin' }, { email: 'member@demo.test', name: 'Yaman Darwish / يمان درويش', role: 'member' }],
  },
  {
    key: 'hiiraan',
    name: 'Hiiraan Mother and Child Care / هيران لرعاية الأم والطفل',
    shortcut: 'HMCC',
    description: 'Maternal and child health and nutrition in Bay and Gedo regions. صحة الأم والطفل والتغذية في إقليمي باي وجدو.',
    country: 'SO',
    email: 'info@hiiraan-care.example',
    phone: '+252 61 555 0144',
    website: 'https://hiiraan-care.example',
    language: 'en',
    contacts: [
      { name: 'Hodan Mohamed', position: 'Executive director', email: 'hodan@hiiraan-care.example', phone: '+252 61 771 2290' },
      { name: 'Abdirahman Warsame', position: 'Health programme manager', email: 'a.warsame@hiiraan-care.example', phone: '+252 61 339 8812' },
    ],
    documents: ALL_FOUR(null),
    users: [{ email: 'hiiraan@ngo.test', name: 'Hodan Mohamed', role: 'admin' }],
  },
];
