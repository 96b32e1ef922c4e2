import { Caption1, Skeleton, SkeletonItem, makeStyles, tokens } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, type ReactNode } from 'react';
import type { CountItems, MonthlySeries, PairedSeries, ShareParts } from './chart-types';

// One chunk for the charts and the chart library, fetched when a page first draws one (decision 008).
const loadKit = () => import('./chart-kit');
const PairedBarsChart = lazy(() => loadKit().then((kit) => ({ default: kit.PairedBarsChart })));
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
function ChartFigure({ caption, height, children }: { caption: string; height: number; children: ReactNode }) {
  const styles = useStyles();
  const { t } = useLingui();
  return (
    <figure className={styles.figure}>
      <div className={styles.frame} style={{ height }}>
        <Suspense
          fallback={
            <Skeleton aria-label={t`Loading chart`}>
              <SkeletonItem style={{ height }} />
            </Skeleton>
          }
        >
          {children}
        </Suspense>
      </div>
      <figcaption className={styles.caption}>
        <Caption1>{caption}</Caption1>
      </figcaption>
    </figure>
  );
}

type Figure = { caption: string; height?: number };

export function PairedBars({ caption, height = 280, ...series }: PairedSeries & Figure) {
  return (
    <ChartFigure caption={caption} height={height}>
      <PairedBarsChart {...series} height={height} />
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
  // Tall enough for every bar and its label, whatever the number of items.
  const shown = height ?? Math.max(140, items.items.length * 36 + 40);
  return (
    <ChartFigure caption={caption} height={shown}>
      <CountBarsChart {...items} height={shown} />
    </ChartFigure>
  );
}

/** Series over months (a timeline), one line each; the months read right to left in Arabic. */
export function MonthlyLines({ caption, height = 280, ...series }: MonthlySeries & Figure) {
  return (
    <ChartFigure caption={caption} height={height}>
      <MonthlyLinesChart {...series} height={height} />
    </ChartFigure>
  );
}
