import { Caption1, Tooltip, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { isLocale } from '#contract/enums';
import type { Workplan } from '#contract/proposals';
import { MONTH_NAME_FORMAT, formatDate } from '@/ui/list/format-date';
import { calendarDay } from '@/lib/calendar-day';
import { LABEL_COLUMNS, timelineBar, timelineMarker, timelineMonths, type TimelineMonth } from './workplan-timeline';

/** Narrow enough for three years on a laptop, wide enough for a three-letter month. */
const MONTH_MIN_WIDTH = '34px';

const useStyles = makeStyles({
  scroll: { overflowX: 'auto', paddingBlockEnd: tokens.spacingVerticalS },
  grid: { display: 'grid', alignItems: 'stretch', minWidth: 'min-content', position: 'relative' },
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
  highlighted: { backgroundColor: tokens.colorPaletteRedBackground1 },
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
  bar: { alignSelf: 'center', height: '14px', borderRadius: tokens.borderRadiusMedium, zIndex: 1 },
  // Two bars in a row: the plan above, what happened below.
  upper: { alignSelf: 'start', height: '9px', marginBlockStart: '7px' },
  lower: { alignSelf: 'end', height: '9px', marginBlockEnd: '7px' },
  brand: { backgroundColor: tokens.colorBrandBackground },
  planned: {
    backgroundColor: tokens.colorBrandBackground2,
    outlineStyle: 'solid',
    outlineWidth: '1px',
    outlineColor: tokens.colorBrandStroke1,
    outlineOffset: '-1px',
  },
  good: { backgroundColor: tokens.colorPaletteGreenBackground3 },
  late: { backgroundColor: tokens.colorPaletteRedBackground3 },
  neutral: { backgroundColor: tokens.colorNeutralForeground3 },
  marker: { width: '2px', backgroundColor: tokens.colorPaletteRedBorderActive, zIndex: 2, justifySelf: 'start', pointerEvents: 'none' },
  markerLabel: { color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold, whiteSpace: 'nowrap', zIndex: 2 },
});

/** The colour of a bar by what it says: the only bar (brand), a plan, or what happened (on time, late, neither). */
export type TimelineBarTone = 'brand' | 'planned' | 'good' | 'late' | 'neutral';

export type TimelineBarSpec = {
  /** What the bar stands for, e.g. 'planned' or 'actual' (data-bar, for tests and styles). */
  kind: string;
  period: { start_date: string; end_date: string };
  tone: TimelineBarTone;
  /** Its dates in words, shown on hover. */
  description: string;
  /** 'upper' and 'lower' share a row between two bars. */
  place?: 'upper' | 'lower';
};

export type TimelineRow = { id: number; code: string; title: string; bars: readonly TimelineBarSpec[]; highlighted?: boolean };

type TimelineGridProps = {
  months: readonly TimelineMonth[];
  rows: readonly TimelineRow[];
  /** A vertical line across the rows (today), with its label in the month header. */
  marker?: { day: string; label: ReactNode } | null;
};

/**
 * Activities as bars on a month grid. Built on a CSS grid, so it runs right to left in Arabic without a mirrored
 * rule: grid lines and inline margins follow the document's direction. Decorative for assistive technology: the
 * pages give the same dates as text in a table.
 */
export function TimelineGrid({ months, rows, marker }: TimelineGridProps) {
  const styles = useStyles();
  const { i18n } = useLingui();
  const locale = isLocale(i18n.locale) ? i18n.locale : 'en';
  if (months.length === 0) return null;
  const columns = `minmax(160px, 240px) repeat(${months.length}, minmax(${MONTH_MIN_WIDTH}, 1fr))`;
  const markerPlace = marker ? timelineMarker(marker.day, months) : null;
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
            <Caption1>{formatDate(month.start, locale, MONTH_NAME_FORMAT)}</Caption1>
          </div>
        ))}
        {rows.map((row, index) => {
          const gridRow = index + 2;
          return [
            <div key={`${row.id}-label`} className={mergeClasses(styles.label, row.highlighted && styles.highlighted)} style={{ gridRow, gridColumn: 1 }}>
              <Caption1 className={styles.code}>{row.code}</Caption1>
              <span className={styles.title} dir="auto" title={row.title}>
                {row.title}
              </span>
            </div>,
            ...months.map((month, column) => (
              <div
                key={`${row.id}-${month.key}`}
                className={mergeClasses(styles.cell, month.outsidePeriod && styles.outside, row.highlighted && styles.highlighted)}
                style={{ gridRow, gridColumn: LABEL_COLUMNS + column + 1 }}
              />
            )),
            ...row.bars.map((spec) => {
              const bar = timelineBar(spec.period, months);
              if (!bar) return null;
              return (
                <Tooltip key={`${row.id}-${spec.kind}`} content={spec.description} relationship="description" withArrow>
                  <div
                    className={mergeClasses(styles.bar, spec.place && styles[spec.place], styles[spec.tone])}
                    data-activity={row.id}
                    data-bar={spec.kind}
                    style={{
                      gridRow,
                      gridColumn: bar.gridColumn,
                      marginInlineStart: `${bar.insetStartPercent}%`,
                      marginInlineEnd: `${bar.insetEndPercent}%`,
                    }}
                  />
                </Tooltip>
              );
            }),
          ];
        })}
        {markerPlace && marker && rows.length > 0 ? (
          <>
            <Caption1
              className={styles.markerLabel}
              data-testid="timeline-marker-label"
              style={{ gridRow: 1, gridColumn: markerPlace.gridColumn, alignSelf: 'start', marginInlineStart: `${markerPlace.insetStartPercent}%` }}
            >
              {marker.label}
            </Caption1>
            <div
              className={styles.marker}
              data-testid="timeline-marker"
              style={{ gridRow: `2 / ${rows.length + 2}`, gridColumn: markerPlace.gridColumn, marginInlineStart: `${markerPlace.insetStartPercent}%` }}
            />
          </>
        ) : null}
      </div>
    </div>
  );
}

type WorkplanTimelineProps = {
  /** The proposal's period (ISO dates). */
  period: { start_date: string; end_date: string };
  activities: Workplan;
};

/** The proposal's work plan as a timeline (spec section 2): one column per month of its period, one bar per activity. */
export function WorkplanTimeline({ period, activities }: WorkplanTimelineProps) {
  const { i18n } = useLingui();
  const locale = isLocale(i18n.locale) ? i18n.locale : 'en';
  const months = timelineMonths(period, activities);
  const rows: TimelineRow[] = activities.map((activity) => ({
    id: activity.id,
    code: activity.code,
    title: activity.title,
    bars: [
      {
        kind: 'planned',
        period: activity,
        tone: 'brand',
        description: `${formatDate(calendarDay(activity.start_date), locale)} – ${formatDate(calendarDay(activity.end_date), locale)}`,
      },
    ],
  }));
  return <TimelineGrid months={months} rows={rows} />;
}
