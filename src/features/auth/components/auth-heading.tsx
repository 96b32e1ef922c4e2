import { Body1, Title2, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  heading: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, marginBlockEnd: tokens.spacingVerticalL },
  text: { color: tokens.colorNeutralForeground2 },
});

/** The title of a public page's card and one sentence saying what to do on it. */
export function AuthHeading({ title, children }: { title: ReactNode; children?: ReactNode }) {
  const styles = useStyles();
  return (
    <div className={styles.heading}>
      <Title2 as="h1">{title}</Title2>
      {children ? <Body1 className={styles.text}>{children}</Body1> : null}
    </div>
  );
}
