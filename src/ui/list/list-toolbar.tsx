import { makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    paddingBlockEnd: tokens.spacingVerticalM,
  },
  start: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM, flexGrow: 1 },
  end: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

/** The row above a list: filters at the start (search, sort), actions at the end (the primary button). */
export function ListToolbar({ filters, actions }: { filters: ReactNode; actions?: ReactNode }) {
  const styles = useStyles();
  return (
    <div className={styles.root}>
      <div className={styles.start}>{filters}</div>
      {actions ? <div className={styles.end}>{actions}</div> : null}
    </div>
  );
}
