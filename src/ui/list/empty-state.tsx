import { Body1, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { DocumentSearchRegular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalS,
    paddingBlock: tokens.spacingVerticalXXL,
    paddingInline: tokens.spacingHorizontalL,
    textAlign: 'center',
    color: tokens.colorNeutralForeground2,
  },
  icon: { fontSize: '40px', color: tokens.colorNeutralForeground3 },
});

type EmptyStateProps = {
  title: ReactNode;
  children?: ReactNode;
  /** A way forward: "Invite user", "Clear search". */
  action?: ReactNode;
  icon?: ReactNode;
};

/** What a list shows when it has nothing: why, and what to do about it. */
export function EmptyState({ title, children, action, icon }: EmptyStateProps) {
  const styles = useStyles();
  return (
    <div className={styles.root} role="status">
      <span className={styles.icon} aria-hidden>
        {icon ?? <DocumentSearchRegular />}
      </span>
      <Subtitle2 as="p">{title}</Subtitle2>
      {children ? <Body1 as="p">{children}</Body1> : null}
      {action}
    </div>
  );
}
