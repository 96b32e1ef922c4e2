import { AGREEMENT_MIME_TYPES } from '#contract/constants';
import { issue } from '#contract/messages';
import {
  RECEIPT_MAX_BYTES,
  STORY_PHOTO_MAX_BYTES,
  STORY_PHOTO_MIME_TYPES,
  monthlyReportInputSchema,
  storyHasLanguage,
  type MonthlyReportInput,
} from '#contract/monthly-reports';
import { mergeIssues, sectionIssues, type SectionIssues } from '@/features/partner-proposals';
import type { MonthForm } from './month-form-values';

/**
 * The month's rules besides the schema's, as the server checks them too: a breakdown by sex is given whole and adds up
 * to the actual, a spending date falls within the month, a story is complete in one language, receipts and photos
 * are of the accepted types and sizes. Each problem is keyed by the path of the value it concerns.
 */
export function monthRuleIssues(month: string, content: MonthlyReportInput, form: MonthForm): SectionIssues {
  const found = new Map<string, string>();
  (content.indicators ?? []).forEach((row, index) => {
    const female = row.female ?? null;
    const male = row.male ?? null;
    if (female === null && male === null) return;
    if (female === null || male === null || row.actual === null || female + male !== row.actual) {
      found.set(`indicators.${index}.female`, issue('breakdownTotal'));
    }
  });
  (content.spending ?? []).forEach((row, index) => {
    if (row.date.slice(0, 7) !== month) found.set(`spending.${index}.date`, issue('outsideMonth'));
  });
  (content.stories ?? []).forEach((story, index) => {
    const complete = storyHasLanguage({
      title_en: story.title_en ?? null,
      text_en: story.text_en ?? null,
      title_ar: story.title_ar ?? null,
      text_ar: story.text_ar ?? null,
    });
    if (!complete) found.set(`stories.${index}.title_en`, issue('storyLanguage'));
  });
  form.spending.forEach((row, index) => {
    if (row.receipt?.kind !== 'new') return;
    const { file } = row.receipt;
    if (!(AGREEMENT_MIME_TYPES as readonly string[]).includes(file.type)) found.set(`spending.${index}.receipt`, issue('documentType'));
    else if (file.size > RECEIPT_MAX_BYTES) found.set(`spending.${index}.receipt`, issue('documentSize'));
  });
  form.stories.forEach((story, index) => {
    if (story.photo?.kind !== 'new') return;
    const { file } = story.photo;
    if (!(STORY_PHOTO_MIME_TYPES as readonly string[]).includes(file.type)) found.set(`stories.${index}.photo`, issue('imageType'));
    else if (file.size > STORY_PHOTO_MAX_BYTES) found.set(`stories.${index}.photo`, issue('imageSize'));
  });
  return found;
}

/** Everything wrong with the month before it is sent: the contract's schema first, then the month's own rules. */
export function monthIssues(month: string, content: MonthlyReportInput, form: MonthForm): SectionIssues {
  return mergeIssues(sectionIssues(monthlyReportInputSchema, content), monthRuleIssues(month, content, form));
}
