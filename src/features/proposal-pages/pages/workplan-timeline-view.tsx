import { Caption1, Tooltip, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { isLocale } from '#contract/enums';
import type { Workplan } from '#contract/proposals';
import { formatDate } from '@/ui/list/format-date';
import { calendarDay } from '../shared/calendar-day';
import { LABEL_COLUMNS, timelineBar, timelineMonths } from './workplan-timeline';

/** Narrow enough for three years on a laptop, wide enough for a three-letter month. */
const MONTH_MIN_WIDTH = '34px';

const useStyles = makeStyles({
  scroll: { overflowX: 'auto', paddingBlockEnd: tokens.spacingVerticalS },
  grid: { display: 'grid', alignItems: 'stretch', minWidth: 'min-content' },
  month: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'flex-end',
    paddingBlock: tokens.spacingVerticalXS,
    color: tokens.colorNeutralForeground3,
    borderInlineStartWidth: '1px',
    borderInlineStartStyle: 'solid',
    borderInlineStartColor: tokens.colorNeutralStroke2,
  },
  year: { fontWeight: tokens.fontWeightSemibold, color: tokens.colorNeutralForeground2 },
  label: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    paddingBlock: tokens.spacingVerticalXS,
    paddingInlineEnd: tokens.spacingHorizontalM,
    minWidth: 0,
    borderBlockStartWidth: '1px',
    borderBlockStartStyle: 'solid',
    borderBlockStartColor: tokens.colorNeutralStroke2,
  },
  code: { color: tokens.colorNeutralForeground3, flexShrink: 0 },
  title: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  cell: {
    borderInlineStartWidth: '1px',
    borderInlineStartStyle: 'solid',
    borderInlineStartColor: tokens.colorNeutralStroke2,
    borderBlockStartWidth: '1px',
    borderBlockStartStyle: 'solid',
    borderBlockStartColor: tokens.colorNeutralStroke2,
  },
  outside: { backgroundColor: tokens.colorNeutralBackground4 },
  bar: {
    alignSelf: 'center',
    height: '14px',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorBrandBackground,
    zIndex: 1,
  },
});

type WorkplanTimelineProps = {
  /** The proposal's period (ISO dates). */
  period: { start_date: string; end_date: string };
  activities: Workplan;
};

/**
 * The work plan as a timeline (spec section 2): one column per month of the proposal's period, one bar per
 * activity. Built on a CSS grid, so it runs right to left in Arabic without a mirrored rule: grid lines and
 * inline margins follow the document's direction. Decorative for assistive technology: the list below it
 * gives the same dates as text.
 */
export function WorkplanTimeline({ period, activities }: WorkplanTimelineProps) {
  const styles = useStyles();
  const { i18n } = useLingui();
  const locale = isLocale(i18n.locale) ? i18n.locale : 'en';
  const months = timelineMonths(period, activities);
  if (months.length === 0) return null;
  const columns = `minmax(160px, 240px) repeat(${months.length}, minmax(${MONTH_MIN_WIDTH}, 1fr))`;
  return (
    <div className={styles.scroll} aria-hidden>
      <div className={styles.grid} style={{ gridTemplateColumns: columns }} data-testid="workplan-timeline">
        <span style={{ gridRow: 1, gridColumn: 1 }} />
        {months.map((month, index) => (
          <div
            key={month.key}
            className={mergeClasses(styles.month, month.outsidePeriod && styles.outside)}
            style={{ gridRow: 1, gridColumn: LABEL_COLUMNS + index + 1 }}
          >
            {index === 0 || month.start.getMonth() === 0 ? <Caption1 className={styles.year}>{month.start.getFullYear()}</Caption1> : null}
            <Caption1>{formatDate(month.start, locale, 'MMM')}</Caption1>
          </div>
        ))}
        {activities.map((activity, row) => {
          const bar = timelineBar(activity, months);
          const gridRow = row + 2;
          const dates = `${formatDate(calendarDay(activity.start_date), locale)} – ${formatDate(calendarDay(activity.end_date), locale)}`;
          return [
            <div key={`${activity.id}-label`} className={styles.label} style={{ gridRow, gridColumn: 1 }}>
              <Caption1 className={styles.code}>{activity.code}</Caption1>
              <span className={styles.title} dir="auto" title={activity.title}>
                {activity.title}
              </span>
            </div>,
            ...months.map((month, index) => (
              <div
                key={`${activity.id}-${month.key}`}
                className={mergeClasses(styles.cell, month.outsidePeriod && styles.outside)}
                style={{ gridRow, gridColumn: LABEL_COLUMNS + index + 1 }}
              />
            )),
            bar ? (
              <Tooltip key={`${activity.id}-bar`} content={dates} relationship="description" withArrow>
                <div
                  className={styles.bar}
                  data-activity={activity.id}
                  style={{
                    gridRow,
                    gridColumn: bar.gridColumn,
                    marginInlineStart: `${bar.insetStartPercent}%`,
                    marginInlineEnd: `${bar.insetEndPercent}%`,
                  }}
                />
              </Tooltip>
            ) : null,
          ];
        })}
      </div>
    </div>
  );
}
