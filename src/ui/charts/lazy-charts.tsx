import { Caption1, Skeleton, SkeletonItem, makeStyles, tokens } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, type ReactNode } from 'react';
import { useNearViewport } from '@/lib/use-near-viewport';
import type { CountItems, MonthlySeries, PairedSeries, ShareParts } from './chart-types';

// One chunk for the charts and the chart library (79 KiB of gzip), fetched when a page first draws one (decision 008),
// and a chart is drawn when it comes near the viewport (decision 213): the home's charts sit under its totals, so a
// user who signs in and goes on to another page never fetches them.
const loadKit = () => import('./chart-kit');
const ComparedBarsChart = lazy(() => loadKit().then((kit) => ({ default: kit.ComparedBarsChart })));
const SplitBarsChart = lazy(() => loadKit().then((kit) => ({ default: kit.SplitBarsChart })));
const ShareDonutChart = lazy(() => loadKit().then((kit) => ({ default: kit.ShareDonutChart })));
const CountBarsChart = lazy(() => loadKit().then((kit) => ({ default: kit.CountBarsChart })));
const MonthlyLinesChart = lazy(() => loadKit().then((kit) => ({ default: kit.MonthlyLinesChart })));

const useStyles = makeStyles({
  figure: { margin: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, minWidth: 0 },
  frame: { width: '100%', minWidth: 0 },
  caption: { color: tokens.colorNeutralForeground3 },
});

/**
 * A chart with its caption. The numbers it draws are always in a table beside it, which is what a screen reader
 * or a printout reads; the chart is the quick look.
 */
function ChartFigure({ caption, height, fitContent = false, children }: { caption: string; height: number; fitContent?: boolean; children: ReactNode }) {
  const styles = useStyles();
  const { t } = useLingui();
  const [frame, near] = useNearViewport<HTMLDivElement>();
  return (
    <figure className={styles.figure}>
      {/* Until the chart comes near, its room is kept empty, so the page does not jump when it is drawn. */}
      <div ref={frame} className={styles.frame} style={fitContent ? { minHeight: height } : { height }}>
        {near ? (
          <Suspense
            fallback={
              <Skeleton aria-label={t`Loading chart`}>
                <SkeletonItem style={{ height }} />
              </Skeleton>
            }
          >
            {children}
          </Suspense>
        ) : null}
      </div>
      <figcaption className={styles.caption}>
        <Caption1>{caption}</Caption1>
      </figcaption>
    </figure>
  );
}

type Figure = { caption: string; height?: number };

/** Two measures of the same thing, side by side: planned and spent, target and actual (see PairedSeries). */
export function ComparedBars({ caption, height = 280, ...series }: PairedSeries & Figure) {
  return (
    <ChartFigure caption={caption} height={height}>
      <ComparedBarsChart {...series} height={height} />
    </ChartFigure>
  );
}

/** Two parts of one whole, stacked: male and female (see PairedSeries). */
export function SplitBars({ caption, height = 280, ...series }: PairedSeries & Figure) {
  return (
    <ChartFigure caption={caption} height={height}>
      <SplitBarsChart {...series} height={height} />
    </ChartFigure>
  );
}

export function ShareDonut({ caption, height = 240, ...parts }: ShareParts & Figure) {
  return (
    <ChartFigure caption={caption} height={height}>
      <ShareDonutChart {...parts} height={height} />
    </ChartFigure>
  );
}

export function CountBars({ caption, height, ...items }: CountItems & Figure) {
  // The list is as tall as its names need (a long one wraps); `height` only reserves room while the kit loads.
  const reserved = height ?? items.items.length * COUNT_ROW_HEIGHT;
  return (
    <ChartFigure caption={caption} height={reserved} fitContent>
      <CountBarsChart {...items} />
    </ChartFigure>
  );
}

/** A name (one line of caption text), its bar and the space under it. */
const COUNT_ROW_HEIGHT = 40;

/** Series over months (a timeline), one line each; the months read right to left in Arabic. */
export function MonthlyLines({ caption, height = 280, ...series }: MonthlySeries & Figure) {
  return (
    <ChartFigure caption={caption} height={height}>
      <MonthlyLinesChart {...series} height={height} />
    </ChartFigure>
  );
}
