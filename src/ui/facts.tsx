import { Tag, makeStyles, tokens, typographyStyles } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { NotProvided } from './page-section';

const useStyles = makeStyles({
  facts: {
    display: 'grid',
    gridTemplateColumns: 'minmax(120px, max-content) minmax(0, 1fr)',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalS,
    margin: 0,
  },
  term: { ...typographyStyles.body1, color: tokens.colorNeutralForeground3 },
  value: { ...typographyStyles.body1, margin: 0, minWidth: 0, overflowWrap: 'anywhere' },
  tags: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
});

export type Fact = { key: string; label: ReactNode; value: ReactNode };

/** Label / value pairs, labels at the start side (right in Arabic). */
export function Facts({ facts }: { facts: readonly Fact[] }) {
  const styles = useStyles();
  return (
    <dl className={styles.facts}>
      {facts.map((fact) => (
        <div key={fact.key} style={{ display: 'contents' }}>
          <dt className={styles.term}>{fact.label}</dt>
          <dd className={styles.value}>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Short texts the organisation listed (locations, target groups), as tags. */
export function TextTags({ items }: { items: readonly string[] }) {
  const styles = useStyles();
  if (items.length === 0) return <NotProvided />;
  return (
    <div className={styles.tags}>
      {items.map((item) => (
        <Tag key={item} size="small" appearance="outline" dir="auto">
          {item}
        </Tag>
      ))}
    </div>
  );
}
