import { BENEFICIARY_SEXES, BENEFICIARY_TYPES, type BeneficiarySex, type BeneficiaryType } from '#contract/dashboard';
import type { ActivityStatus } from '#contract/project-tracking';
import type { FileRefInput, MonthlyReport, MonthlyReportInput, ReportFile } from '#contract/monthly-reports';

/**
 * The month as the editor holds it, and its mapping to and from the wire (PUT …/MonthlyReport/{month}). A number the
 * person has not typed is NaN; an optional one (an actual not measured, a breakdown not given) goes out as null, a
 * required one (an amount) as NaN, which the contract's schema refuses with its message.
 */

/** A receipt or photo: already on the server, or chosen on this device and sent with the next save. */
export type FileValue = { kind: 'stored'; file: ReportFile } | { kind: 'new'; file: File } | null;

export type IndicatorValue = { indicator_id: number; actual: number; female: number; male: number; note: string };
export type ActivityValue = { activity_id: number; status: ActivityStatus; progress: number; note: string };
export type SpendingValue = { key: string; line_id: number | null; date: string; amount: number; description: string; receipt: FileValue };
export type BeneficiaryValue = { sex: BeneficiarySex; type: BeneficiaryType; count: number };
export type StoryValue = {
  key: string;
  title_en: string;
  title_ar: string;
  text_en: string;
  text_ar: string;
  photo: FileValue;
  people_reached: number;
  place: string;
};

export type MonthForm = {
  narrative: string;
  indicators: IndicatorValue[];
  activities: ActivityValue[];
  spending: SpendingValue[];
  beneficiaries: BeneficiaryValue[];
  stories: StoryValue[];
};

/** A file the save sends in the multipart body, under the name its entry gives as `{ upload: name }`. */
export type UploadedFile = { name: string; file: File; fileName: string };

const numberOr = (value: number | null | undefined): number => (value === null || value === undefined ? Number.NaN : value);
const textOf = (value: string | null): string => value ?? '';
const stored = (file: ReportFile | null): FileValue => (file ? { kind: 'stored', file } : null);

/** The editor's values for a month as the server has it: every indicator, activity and sex-and-type row of people reached. */
export function formValuesOf(report: MonthlyReport): MonthForm {
  return {
    narrative: textOf(report.narrative),
    indicators: report.indicators.map((row) => ({
      indicator_id: row.indicator_id,
      actual: numberOr(row.actual),
      female: numberOr(row.female),
      male: numberOr(row.male),
      note: textOf(row.note),
    })),
    activities: report.activities.map((row) => ({ activity_id: row.activity_id, status: row.status, progress: row.progress, note: textOf(row.note) })),
    spending: report.spending.map((row) => ({
      key: row.key,
      line_id: row.line_id,
      date: row.date,
      amount: row.amount,
      description: row.description,
      receipt: stored(row.receipt),
    })),
    beneficiaries: BENEFICIARY_SEXES.flatMap((sex) =>
      BENEFICIARY_TYPES.map((type) => ({ sex, type, count: report.beneficiaries.find((row) => row.sex === sex && row.type === type)?.count ?? Number.NaN })),
    ),
    stories: report.stories.map((story) => ({
      key: story.key,
      title_en: textOf(story.title_en),
      title_ar: textOf(story.title_ar),
      text_en: textOf(story.text_en),
      text_ar: textOf(story.text_ar),
      photo: stored(story.photo),
      people_reached: numberOr(story.people_reached),
      place: textOf(story.place),
    })),
  };
}

const optionalNumber = (value: number): number | null => (Number.isNaN(value) ? null : value);
const optionalText = (value: string): string | null => (value.trim() === '' ? null : value.trim());

function fileRef(value: FileValue, name: string, uploads: UploadedFile[]): FileRefInput {
  if (value === null) return null;
  if (value.kind === 'stored') return { file_id: value.file.id };
  uploads.push({ name, file: value.file, fileName: value.file.name });
  return { upload: name };
}

/**
 * The month to send: the wire's input and the new files it names. Every indicator and activity of the plan goes, in
 * the form's order, so a problem's path ('indicators.2.female') names the row the reader sees; an actual not measured
 * goes as null.
 */
export function toMonthInput(form: MonthForm): { content: MonthlyReportInput; files: UploadedFile[] } {
  const files: UploadedFile[] = [];
  const content: MonthlyReportInput = {
    narrative: optionalText(form.narrative),
    indicators: form.indicators.map((row) => ({
      indicator_id: row.indicator_id,
      actual: optionalNumber(row.actual),
      female: optionalNumber(row.female),
      male: optionalNumber(row.male),
      note: optionalText(row.note),
    })),
    activities: form.activities.map((row) => ({ activity_id: row.activity_id, status: row.status, progress: row.progress, note: optionalText(row.note) })),
    spending: form.spending.map((row) => ({
      key: row.key,
      // An entry without a line is sent as it is: the schema names the missing line.
      line_id: row.line_id ?? Number.NaN,
      date: row.date,
      amount: row.amount,
      description: row.description.trim(),
      receipt: fileRef(row.receipt, `receipt-${row.key}`, files),
    })),
    // Every row of people reached, in the form's order (a problem's path names the row); one left empty counted none.
    beneficiaries: form.beneficiaries.map((row) => ({ sex: row.sex, type: row.type, count: Number.isNaN(row.count) ? 0 : row.count })),
    stories: form.stories.map((story) => ({
      key: story.key,
      title_en: optionalText(story.title_en),
      title_ar: optionalText(story.title_ar),
      text_en: optionalText(story.text_en),
      text_ar: optionalText(story.text_ar),
      photo: fileRef(story.photo, `photo-${story.key}`, files),
      people_reached: optionalNumber(story.people_reached),
      place: optionalText(story.place),
    })),
  };
  return { content, files };
}

/**
 * A save still waiting in the outbox, shown again as the editor's values (a month written offline and reloaded shows
 * what was typed): the queued content over the server's month, each file found again among the stored ones or the
 * queued uploads.
 */
export function formValuesOfQueued(report: MonthlyReport, content: MonthlyReportInput, files: readonly UploadedFile[]): MonthForm {
  const storedFiles = [...report.spending.map((row) => row.receipt), ...report.stories.map((story) => story.photo)].filter(
    (file): file is ReportFile => file !== null,
  );
  const fileValue = (ref: FileRefInput | undefined): FileValue => {
    if (!ref) return null;
    if ('file_id' in ref) {
      const file = storedFiles.find((candidate) => candidate.id === ref.file_id);
      return file ? { kind: 'stored', file } : null;
    }
    const upload = files.find((candidate) => candidate.name === ref.upload);
    return upload ? { kind: 'new', file: upload.file } : null;
  };
  const base = formValuesOf(report);
  return {
    narrative: content.narrative ?? '',
    indicators: base.indicators.map((row) => {
      const written = content.indicators?.find((candidate) => candidate.indicator_id === row.indicator_id);
      return written
        ? { indicator_id: row.indicator_id, actual: numberOr(written.actual), female: numberOr(written.female), male: numberOr(written.male), note: written.note ?? '' }
        : { ...row, actual: Number.NaN, female: Number.NaN, male: Number.NaN, note: '' };
    }),
    activities: base.activities.map((row) => {
      const written = content.activities?.find((candidate) => candidate.activity_id === row.activity_id);
      return written ? { activity_id: row.activity_id, status: written.status, progress: written.progress, note: written.note ?? '' } : row;
    }),
    spending: (content.spending ?? []).map((row) => ({
      key: row.key,
      line_id: Number.isNaN(row.line_id) ? null : row.line_id,
      date: row.date,
      amount: row.amount,
      description: row.description,
      receipt: fileValue(row.receipt),
    })),
    beneficiaries: base.beneficiaries.map((row) => ({
      ...row,
      count: content.beneficiaries?.find((candidate) => candidate.sex === row.sex && candidate.type === row.type)?.count ?? Number.NaN,
    })),
    stories: (content.stories ?? []).map((story) => ({
      key: story.key,
      title_en: story.title_en ?? '',
      title_ar: story.title_ar ?? '',
      text_en: story.text_en ?? '',
      text_ar: story.text_ar ?? '',
      photo: fileValue(story.photo),
      people_reached: numberOr(story.people_reached),
      place: story.place ?? '',
    })),
  };
}

/** What the month spends: the entries' amounts that are typed. */
export function spentTotal(spending: readonly Pick<SpendingValue, 'amount'>[]): number {
  return spending.reduce((total, entry) => (Number.isFinite(entry.amount) ? total + entry.amount : total), 0);
}

/** People reached this month, every sex and type together. */
export function reachedTotal(rows: readonly Pick<BeneficiaryValue, 'count'>[]): number {
  return rows.reduce((total, row) => (Number.isFinite(row.count) ? total + row.count : total), 0);
}

export function newSpendingEntry(key: string, month: string): SpendingValue {
  return { key, line_id: null, date: `${month}-01`, amount: Number.NaN, description: '', receipt: null };
}

export function newStory(key: string): StoryValue {
  return { key, title_en: '', title_ar: '', text_en: '', text_ar: '', photo: null, people_reached: Number.NaN, place: '' };
}
