import { Caption1, Title1, makeStyles, tokens } from '@fluentui/react-components';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { Inspire } from '#contract/inspire';
import { formatCount } from '@/lib/format-money';

const useStyles = makeStyles({
  figures: { display: 'grid', gap: tokens.spacingHorizontalL, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 180px), 1fr))', margin: 0 },
  figure: {
    display: 'flex',
    flexDirection: 'column-reverse',
    gap: tokens.spacingVerticalXS,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorBrandBackground2,
    breakInside: 'avoid',
  },
  value: { margin: 0 },
  term: { color: tokens.colorNeutralForeground2 },
});

function Figure({ label, value }: { label: ReactNode; value: number }) {
  const styles = useStyles();
  return (
    <div className={styles.figure}>
      <dt className={styles.term}>
        <Caption1>{label}</Caption1>
      </dt>
      <dd className={styles.value}>
        <Title1>{formatCount(value)}</Title1>
      </dd>
    </div>
  );
}

/** The headline: people reached (approved months), projects and countries in the filter. */
export function InspireFigures({ figures }: { figures: Inspire['figures'] }) {
  const styles = useStyles();
  return (
    <dl className={styles.figures}>
      <Figure label={<Trans>People reached</Trans>} value={figures.people_reached} />
      <Figure label={<Trans>Projects</Trans>} value={figures.projects} />
      <Figure label={<Trans>Countries</Trans>} value={figures.countries} />
    </dl>
  );
}
