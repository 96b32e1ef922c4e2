import type { Permission } from '#contract/enums';

/** The two demo funders. Accounts share the contract's DEMO_PASSWORD; see README and docs/decisions/016-demo-seed.md. */

export type DemoUser = { email: string; name: string; role: string; phone?: string; invited?: boolean };
export type DemoFunder = {
  donor: { name: string; shortcut: string; email: string; phone: string; website: string; description: string; type: number };
  roles: { name: string; permissions: Permission[] }[];
  users: DemoUser[];
  programs: { title: string; reference_id: string; manager: string; strategic: boolean }[];
  dueDiligenceTypes: string[];
  fundingTypes: string[];
};

const ALL: Permission[] = ['manage_grants', 'manage_programs', 'manage_settings', 'manage_users'];

export const DEMO_FUNDERS: DemoFunder[] = [
  {
    donor: {
      name: 'Al-Noor Development Fund / صندوق النور للتنمية',
      shortcut: 'ANDF',
      email: 'info@alnoor-fund.example',
      phone: '+962 6 555 0100',
      website: 'https://alnoor-fund.example',
      description: 'Funds education, water and livelihoods programmes across the Levant. يموّل برامج التعليم والمياه وسبل العيش في بلاد الشام.',
      type: 0,
    },
    roles: [
      { name: 'Administrator / مدير النظام', permissions: ALL },
      { name: 'Grants Officer', permissions: ['manage_grants'] },
      { name: 'مدير البرامج', permissions: ['manage_programs', 'manage_grants'] },
      { name: 'Viewer / مشاهد', permissions: [] },
    ],
    users: [
      { email: 'admin@demo.test', name: 'Layla Haddad', role: 'Administrator / مدير النظام', phone: '+962 79 555 0101' },
      { email: 'grants@demo.test', name: 'عمر الخطيب', role: 'Grants Officer', phone: '+962 79 555 0102' },
      { email: 'viewer@demo.test', name: 'Sarah Mitchell', role: 'Viewer / مشاهد' },
      { email: 'programs@demo.test', name: 'يوسف النجار', role: 'مدير البرامج', phone: '+962 79 555 0104' },
      { email: 'finance@demo.test', name: 'Nour Saleh / نور صالح', role: 'Grants Officer' },
      { email: 'karim@demo.test', name: 'كريم منصور', role: 'Viewer / مشاهد', invited: true },
    ],
    programs: [
      { title: 'Early Childhood Education', reference_id: 'ANDF-EDU-01', manager: 'programs@demo.test', strategic: true },
      { title: 'برنامج المياه والصرف الصحي', reference_id: 'ANDF-WASH-02', manager: 'programs@demo.test', strategic: true },
      { title: "Women's Economic Empowerment / تمكين المرأة اقتصاديًا", reference_id: 'ANDF-LIV-03', manager: 'grants@demo.test', strategic: false },
      { title: 'الأمن الغذائي وسبل العيش', reference_id: 'ANDF-FSL-04', manager: 'admin@demo.test', strategic: false },
    ],
    dueDiligenceTypes: ['Registration certificate', 'شهادة التسجيل الرسمية', 'Audited financial statements', 'سياسة حماية الطفل', 'Anti-terrorism screening'],
    fundingTypes: ['Grant / منحة', 'Matching fund', 'تمويل طارئ', 'In-kind support / دعم عيني'],
  },
  {
    donor: {
      name: 'Crescent Relief Foundation / مؤسسة الهلال للإغاثة',
      shortcut: 'CRF',
      email: 'contact@crescent-relief.example',
      phone: '+971 4 555 0200',
      website: 'https://crescent-relief.example',
      description: 'Emergency relief and recovery in crisis-affected areas. الإغاثة الطارئة والتعافي في المناطق المتأثرة بالأزمات.',
      type: 0,
    },
    roles: [
      { name: 'Administrator / مدير النظام', permissions: ALL },
      { name: 'منسق ميداني', permissions: ['manage_programs'] },
    ],
    users: [
      { email: 'admin@other.test', name: 'فاطمة الزهراء', role: 'Administrator / مدير النظام', phone: '+971 50 555 0201' },
      { email: 'field@other.test', name: 'James Okafor', role: 'منسق ميداني' },
      { email: 'hala@other.test', name: 'Hala Darwish / هالة درويش', role: 'منسق ميداني', invited: true },
    ],
    programs: [
      { title: 'Emergency Shelter / المأوى الطارئ', reference_id: 'CRF-SHL-01', manager: 'field@other.test', strategic: true },
      { title: 'الرعاية الصحية الأولية', reference_id: 'CRF-HLT-02', manager: 'admin@other.test', strategic: false },
    ],
    dueDiligenceTypes: ['Registration certificate', 'Safeguarding policy / سياسة الحماية'],
    fundingTypes: ['Emergency grant / منحة طارئة', 'Cash assistance'],
  },
];

/** Demo accounts that sign in with DEMO_PASSWORD, printed by main.ts. */
export function demoSignIns(): { email: string; name: string; funder: string; role: string }[] {
  return DEMO_FUNDERS.flatMap((funder) =>
    funder.users.filter((user) => !user.invited).map((user) => ({ email: user.email, name: user.name, funder: funder.donor.shortcut, role: user.role })),
  );
}
