import { makeStyles, tokens, typographyStyles } from '@fluentui/react-components';
import type { ReactNode } from 'react';

// Plain elements with Fluent's type ramp rather than the Text components: the public pages are the first
// thing every user downloads (docs/decisions/008-bundle-budgets.md).
const useStyles = makeStyles({
  heading: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, marginBlockEnd: tokens.spacingVerticalL },
  title: { ...typographyStyles.title2, margin: 0 },
  text: { ...typographyStyles.body1, color: tokens.colorNeutralForeground2, margin: 0 },
});

/** The title of a public page's card and one sentence saying what to do on it. */
export function AuthHeading({ title, children }: { title: ReactNode; children?: ReactNode }) {
  const styles = useStyles();
  return (
    <div className={styles.heading}>
      <h1 className={styles.title}>{title}</h1>
      {children ? <p className={styles.text}>{children}</p> : null}
    </div>
  );
}
