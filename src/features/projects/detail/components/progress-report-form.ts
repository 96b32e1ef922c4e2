import { issue } from '#contract/messages';
import { PROGRESS_REPORT_KINDS, progressReportInputSchema } from '#contract/project-tracking';
import type { Project } from '#contract/projects';
import { whenComparable } from '#contract/validation';

export { PROGRESS_REPORT_KINDS };

/**
 * The upload form's rules: the contract's (title, kind, dates, end not before start) and the project's period,
 * which the server also enforces (400 min on period_start, max on period_end, naming the project's dates).
 */
export function progressReportFormSchema(project: Pick<Project, 'start_date' | 'end_date'>) {
  const { start_date: start, end_date: end } = project;
  return progressReportInputSchema
    .refine((input) => input.period_start >= start, {
      path: ['period_start'],
      error: issue('min', { field: 'period_start', min: start }),
      when: whenComparable('period_start'),
    })
    .refine((input) => input.period_end <= end, {
      path: ['period_end'],
      error: issue('max', { field: 'period_end', max: end }),
      when: whenComparable('period_end'),
    });
}

