import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { DEMO_FUNDERS } from './demo-data';

/**
 * Who is in charge of each demo program and its objectives (bilingual, as the funders write them), keyed by the
 * programs' references in demo-data.ts. The funder's first user created every program and stays in charge.
 */
const PROGRAM_DETAILS: Record<string, { alsoInCharge: string[]; objectives: string[] }> = {
  'ANDF-EDU-01': {
    alsoInCharge: ['grants@demo.test'],
    objectives: [
      'Raise pre-school enrolment in host communities / رفع نسبة الالتحاق بالتعليم المبكر في المجتمعات المضيفة',
      'تدريب معلمات رياض الأطفال على مناهج التعلم باللعب',
      'Equip 40 community kindergartens with learning materials',
    ],
  },
  'ANDF-WASH-02': {
    alsoInCharge: [],
    objectives: ['Safe drinking water for 20,000 people / مياه شرب آمنة لعشرين ألف شخص', 'تحسين مرافق الصرف الصحي في المدارس'],
  },
  'ANDF-LIV-03': {
    alsoInCharge: ['finance@demo.test'],
    objectives: [
      'Vocational training for 500 women / تدريب مهني لخمسمئة امرأة',
      'منح صغيرة لإطلاق المشاريع المنزلية',
      'Access to savings groups and micro-credit',
      'Market linkages for women-led cooperatives / ربط التعاونيات النسائية بالأسواق',
    ],
  },
  'ANDF-FSL-04': {
    alsoInCharge: ['programs@demo.test'],
    objectives: ['دعم صغار المزارعين بالبذور والأدوات', 'Cash-for-work during the lean season / النقد مقابل العمل في موسم الشح'],
  },
  'CRF-SHL-01': {
    alsoInCharge: [],
    objectives: ['Winterise 1,200 shelters / تجهيز 1200 مأوى لفصل الشتاء', 'توزيع مستلزمات الإيواء الطارئ خلال 72 ساعة'],
  },
  'CRF-HLT-02': {
    alsoInCharge: ['field@other.test'],
    objectives: [
      'Mobile clinics in underserved districts / عيادات متنقلة في المناطق المحرومة',
      'تطعيم الأطفال دون سن الخامسة',
      'Train community health workers',
    ],
  },
};

export async function seedDemoProgramDetails(db: Kysely<Database>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const users = await trx.selectFrom('users').select(['id', 'email']).execute();
    const userId = (email: string) => users.find((user) => user.email === email)?.id;
    for (const funder of DEMO_FUNDERS) {
      const authorEmail = funder.users[0]?.email;
      const authorId = authorEmail ? userId(authorEmail) : undefined;
      for (const seeded of funder.programs) {
        const program = await trx.selectFrom('programs').select('id').where('reference_id', '=', seeded.reference_id).executeTakeFirst();
        const details = PROGRAM_DETAILS[seeded.reference_id];
        if (!program || !details) continue;
        if (authorId !== undefined) await trx.updateTable('programs').set({ created_by: authorId }).where('id', '=', program.id).execute();

        const inCharge = new Map<number, boolean>();
        if (authorId !== undefined) inCharge.set(authorId, true);
        const managerId = userId(seeded.manager);
        if (managerId !== undefined) inCharge.set(managerId, true);
        for (const email of details.alsoInCharge) {
          const id = userId(email);
          if (id !== undefined && !inCharge.has(id)) inCharge.set(id, false);
        }
        await trx
          .insertInto('program_users_in_charge')
          .values([...inCharge].map(([id, isManager]) => ({ program_id: program.id, user_id: id, is_manager: isManager ? 1 : 0 })))
          .execute();

        // Distinct times, so objectives list in the order written here.
        const start = Date.now() - details.objectives.length * 60_000;
        await trx
          .insertInto('program_objectives')
          .values(details.objectives.map((title, index) => ({ program_id: program.id, title, created_at: new Date(start + index * 60_000).toISOString() })))
          .execute();
      }
    }
  });
}
