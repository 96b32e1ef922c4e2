import { msg } from '@lingui/core/macro';
import type { ProjectIndicator } from '#contract/project-tracking';
import { TrackingChip } from './tracking-chip';
import { formatOptionalPercent, formatQuantity } from './tracking-format';
import { INDICATOR_STATUS_LOOK } from './tracking-labels';
import type { TrackingCellContext, TrackingColumn } from './tracking-table';

type IndicatorColumn = TrackingColumn<ProjectIndicator>;

/**
 * The columns every indicator table shares (tracking, month details, the report, the report of a period); each table
 * picks the ones it shows, in its order, around its own.
 */
export const INDICATOR_COLUMNS = {
  code: { id: 'code', header: msg`Code`, look: 'nowrap', cell: (indicator) => indicator.code },
  title: { id: 'title', header: msg`Indicator`, look: 'sentence', cell: (indicator) => indicator.title },
  unit: { id: 'unit', header: msg`Unit`, look: 'text', cell: (indicator) => indicator.unit },
  output: { id: 'output', header: msg`Output`, look: 'text', cell: (indicator) => indicator.output_title },
  baseline: { id: 'baseline', header: msg`Baseline`, look: 'number', cell: (indicator) => formatQuantity(indicator.baseline) },
  target: { id: 'target', header: msg`Target`, look: 'number', cell: (indicator) => formatQuantity(indicator.target) },
  targetToDate: { id: 'target-to-date', header: msg`Target to date`, look: 'number', cell: (indicator) => formatQuantity(indicator.target_to_date) },
  actualToDate: { id: 'actual-to-date', header: msg`Actual to date`, look: 'number', cell: (indicator) => formatQuantity(indicator.actual_to_date) },
  achievement: { id: 'achievement', header: msg`Achievement`, look: 'number', cell: (indicator) => formatOptionalPercent(indicator.achievement_percent) },
  status: { id: 'status', header: msg`Status`, cell: (indicator) => <TrackingChip look={INDICATOR_STATUS_LOOK[indicator.status]} /> },
} satisfies Record<string, IndicatorColumn>;

/** A figure the organisation may not have reported yet (a month's, a period's): "Not reported" until it has. */
export function reportedQuantity(value: number | null, { i18n }: TrackingCellContext): string {
  return value === null ? i18n._(msg`Not reported`) : formatQuantity(value);
}
