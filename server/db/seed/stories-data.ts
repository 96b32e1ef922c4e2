import type { Kysely } from 'kysely';
import type { FileStorage } from '../../platform/file-storage';
import { nowIso } from '../database';
import type { Database } from '../schema';
import { DemoFileStore, pngImage } from './demo-files';

/**
 * The demo's stories of change (issue 14 item 7; docs/decisions/208-inspire-and-featured-stories.md): a story in the
 * latest approved month of some of each funder's projects, with a small drawn photo, in English and Arabic (one in
 * English only and one in Arabic only, so both fallbacks show), the first few featured on /inspire and the rest left
 * for staff to choose. Runs after the monthly reports are seeded: it only attaches to approved months it finds.
 */

type Db = Kysely<Database>;
type Rgb = readonly [number, number, number];

type DemoStory = {
  key: string;
  title_en: string | null;
  text_en: string | null;
  title_ar: string | null;
  text_ar: string | null;
  people_reached: number;
  place: string;
  /** The photo's colours: sky, ground, and the subject drawn in the middle. */
  scene: { sky: Rgb; ground: Rgb; subject: Rgb };
};

const STORIES: readonly DemoStory[] = [
  {
    key: 'water-point',
    title_en: 'Water at the school gate',
    text_en:
      'Before the new water point, girls at the village school walked forty minutes each morning to fetch water. Since March the tap at the gate serves 420 pupils and their families, and attendance has risen by a fifth.',
    title_ar: 'الماء عند بوابة المدرسة',
    text_ar:
      'قبل إنشاء نقطة المياه الجديدة كانت الطالبات يمشين أربعين دقيقة كل صباح لجلب الماء. ومنذ آذار يخدم الصنبور عند البوابة 420 طالبًا وعائلاتهم، وارتفعت نسبة الحضور بمقدار الخُمس.',
    people_reached: 420,
    place: 'Village school, north district',
    scene: { sky: [0x9f, 0xd3, 0xf0], ground: [0xd8, 0xc3, 0x8e], subject: [0x2e, 0x86, 0xc1] },
  },
  {
    key: 'tailoring',
    title_en: 'Amal’s tailoring workshop',
    text_en:
      'Amal, a widow with three children, trained with the project’s livelihoods programme and received a sewing machine. She now employs two neighbours and sells school uniforms to four schools.',
    title_ar: 'ورشة أمل للخياطة',
    text_ar:
      'تدرّبت أمل، وهي أرملة وأمّ لثلاثة أطفال، ضمن برنامج سُبل العيش في المشروع وحصلت على ماكينة خياطة. وهي اليوم تشغّل جارتين وتبيع الزيّ المدرسي لأربع مدارس.',
    people_reached: 35,
    place: 'Community centre',
    scene: { sky: [0xf6, 0xe7, 0xd0], ground: [0xb5, 0x8b, 0x6a], subject: [0xc0, 0x39, 0x2b] },
  },
  {
    key: 'clinic',
    title_en: 'A mobile clinic that comes back every week',
    text_en:
      'The mobile clinic now stops in six hamlets every week. Mothers no longer miss their children’s vaccinations, and 1,150 consultations were given in the first quarter.',
    title_ar: null,
    text_ar: null,
    people_reached: 1150,
    place: 'Six hamlets along the valley road',
    scene: { sky: [0xcf, 0xe8, 0xf7], ground: [0x9c, 0xc6, 0x8a], subject: [0xf4, 0xf4, 0xf4] },
  },
  {
    key: 'shelter',
    title_en: null,
    text_en: null,
    title_ar: 'سقف قبل الشتاء',
    text_ar:
      'أنجز المشروع إصلاح 60 مسكنًا قبل حلول الشتاء، بمشاركة حرفيين من المخيّم نفسه. تقول أم خالد: «لأول مرة منذ ثلاث سنوات لا يتسرّب المطر إلى غرفة الأطفال».',
    people_reached: 310,
    place: 'Camp, block 4',
    scene: { sky: [0xb8, 0xc6, 0xd9], ground: [0xa0, 0xa0, 0xa0], subject: [0x8e, 0x5b, 0x3e] },
  },
  {
    key: 'classroom',
    title_en: 'Back to the classroom',
    text_en:
      'Catch-up classes brought 96 children who had left school back to learning. Seventy of them passed the placement test and joined the public school this term.',
    title_ar: 'العودة إلى الصف',
    text_ar: 'أعادت صفوف التقوية 96 طفلًا كانوا قد تركوا المدرسة إلى التعلّم. نجح سبعون منهم في اختبار تحديد المستوى والتحقوا بالمدرسة الحكومية هذا الفصل.',
    people_reached: 96,
    place: 'Learning centre',
    scene: { sky: [0xfd, 0xf1, 0xb8], ground: [0x7d, 0xa4, 0x53], subject: [0x1f, 0x4e, 0x79] },
  },
  {
    key: 'cash',
    title_en: 'Cash that kept a family together',
    text_en:
      'Three months of cash assistance let the Haddad family pay rent and keep their eldest son in school instead of sending him to work.',
    title_ar: 'مساعدة نقدية حافظت على أسرة',
    text_ar: 'مكّنت المساعدة النقدية لثلاثة أشهر أسرة حدّاد من دفع الإيجار وإبقاء ابنها الأكبر في المدرسة بدل إرساله إلى العمل.',
    people_reached: 7,
    place: 'East district',
    scene: { sky: [0xe3, 0xd5, 0xf2], ground: [0xc9, 0xb2, 0x8f], subject: [0x27, 0xae, 0x60] },
  },
];

/** Stories per funder: one per project, on this many projects at most. */
const STORIES_PER_FUNDER = STORIES.length;
/** The first this many stories of each funder are featured. */
const FEATURED_PER_FUNDER = 3;

/** A 160×100 picture: sky, ground, a sun and the subject (a house-like block) in the middle. */
function drawScene({ sky, ground, subject }: DemoStory['scene']): Buffer {
  return pngImage(160, 100, (x, y) => {
    if ((x - 130) ** 2 + (y - 18) ** 2 < 100) return [0xf9, 0xd7, 0x4c];
    if (x >= 60 && x < 100 && y >= 40 && y < 75) return subject;
    if (y >= 28 && y < 40 && Math.abs(x - 80) < 20 + (y - 28) * 1.7 && Math.abs(x - 80) < y - 8) return subject;
    return y < 65 ? sky : ground;
  });
}

/** The latest approved month of each project that has no story yet, oldest projects first. */
async function latestApprovedMonths(db: Db) {
  const rows = await db
    .selectFrom('monthly_reports')
    .innerJoin('projects', 'projects.id', 'monthly_reports.project_id')
    .select(['monthly_reports.id as report_id', 'monthly_reports.month', 'projects.id as project_id', 'projects.donor_id'])
    .where('monthly_reports.status', '=', 'approved')
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('project_stories').select('project_stories.id').whereRef('project_stories.project_id', '=', 'projects.id'))))
    .orderBy('projects.id')
    .orderBy('monthly_reports.month', 'desc')
    .execute();
  const latest = new Map<number, (typeof rows)[number]>();
  for (const row of rows) if (!latest.has(row.project_id)) latest.set(row.project_id, row);
  return [...latest.values()];
}

export async function seedDemoStories(db: Db, files: FileStorage): Promise<void> {
  const store = new DemoFileStore(files, db);
  const months = await latestApprovedMonths(db);
  const now = nowIso();
  for (const donorId of new Set(months.map((month) => month.donor_id))) {
    const ofFunder = months.filter((month) => month.donor_id === donorId).slice(0, STORIES_PER_FUNDER);
    for (const [index, month] of ofFunder.entries()) {
      const story = STORIES[index % STORIES.length];
      if (!story) continue;
      const photo = await store.png(`story:${story.key}`, () => drawScene(story.scene));
      const file = await db
        .insertInto('report_files')
        .values({ project_id: month.project_id, file_name: `${story.key}.png`, ...photo, uploaded_by: null, created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      const featured = index < FEATURED_PER_FUNDER;
      await db
        .insertInto('project_stories')
        .values({
          project_id: month.project_id,
          report_id: month.report_id,
          key: `demo-${story.key}`,
          position: 0,
          title_en: story.title_en,
          title_ar: story.title_ar,
          text_en: story.text_en,
          text_ar: story.text_ar,
          photo_file_id: file.id,
          people_reached: story.people_reached,
          place: story.place,
          featured: featured ? 1 : 0,
          featured_at: featured ? now : null,
          featured_by: null,
        })
        .execute();
    }
  }
}
