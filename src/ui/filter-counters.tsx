import { Caption1, ToggleButton, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useId, type ReactNode } from 'react';
import { formatCount } from '@/lib/format-money';

const useStyles = makeStyles({
  counters: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  counter: { display: 'flex', flexDirection: 'column', alignItems: 'center', minWidth: '96px', paddingBlock: tokens.spacingVerticalS },
  count: { fontSize: tokens.fontSizeHero700, lineHeight: tokens.lineHeightHero700, fontWeight: tokens.fontWeightSemibold },
});

export type FilterCounter<Key> = {
  key: Key;
  count: number;
  /** The translated name of what is counted ("On track", "High"). */
  label: string;
  className?: string;
};

/**
 * A row of big counters, one per value of a filter ("5 On track", "2 High"); pressing one shows only those rows,
 * pressing it again shows all. Each counter is named by what it shows, so that a speech-input user can say it (WCAG
 * 2.5.3, decision 177); what pressing it does is its description.
 */
export function FilterCounters<Key extends string | number>({
  label,
  purpose,
  counters,
  selected,
  onSelect,
}: {
  /** The group's name ("Indicators by status"). */
  label: string;
  /** What pressing a counter does ("Show only these indicators"). */
  purpose: ReactNode;
  counters: readonly FilterCounter<Key>[];
  selected: Key | null;
  onSelect: (key: Key | null) => void;
}) {
  const styles = useStyles();
  const purposeId = useId();
  return (
    <div className={styles.counters} role="group" aria-label={label}>
      <span id={purposeId} hidden>
        {purpose}
      </span>
      {counters.map(({ key, count, label: counted, className }) => (
        <ToggleButton
          key={key}
          className={mergeClasses(styles.counter, className)}
          checked={selected === key}
          onClick={() => onSelect(selected === key ? null : key)}
          aria-describedby={purposeId}
        >
          <span className={styles.count}>{formatCount(count)}</span> <Caption1>{counted}</Caption1>
        </ToggleButton>
      ))}
    </div>
  );
}
