import { makeStyles, tokens } from '@fluentui/react-components';
import { Trans } from '@lingui/react/macro';

const useStyles = makeStyles({
  footer: {
    paddingBlock: tokens.spacingVerticalM,
    paddingInline: tokens.spacingHorizontalXL,
    color: tokens.colorNeutralForeground3,
    fontSize: tokens.fontSizeBase200,
    borderBlockStart: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
});

/** Spec section 2: the copyright line, in the funder's name. */
export function Footer({ funderName }: { funderName: string | undefined }) {
  const styles = useStyles();
  const year = new Date().getFullYear();
  return (
    <footer className={styles.footer}>
      {funderName ? <Trans>© {year} {funderName}</Trans> : <Trans>© {year} Donor Portal</Trans>}
    </footer>
  );
}
