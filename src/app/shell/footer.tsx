import { makeStyles, tokens } from '@fluentui/react-components';
import { Trans } from '@lingui/react/macro';

const useStyles = makeStyles({
  footer: {
    paddingBlockStart: tokens.spacingVerticalM,
    paddingBlockEnd: tokens.spacingVerticalM,
    paddingInlineStart: tokens.spacingHorizontalXL,
    paddingInlineEnd: tokens.spacingHorizontalXL,
    color: tokens.colorNeutralForeground3,
    fontSize: tokens.fontSizeBase200,
    borderBlockStartWidth: tokens.strokeWidthThin,
    borderBlockStartStyle: 'solid',
    borderBlockStartColor: tokens.colorNeutralStroke2,
  },
});

/** Read once: a tab left open over New Year keeps last year's line until its next load. */
const COPYRIGHT_YEAR = new Date().getFullYear();

/** Spec section 2: the copyright line, in the funder's name. */
export function Footer({ funderName }: { funderName: string | undefined }) {
  const styles = useStyles();
  const year = COPYRIGHT_YEAR;
  return (
    <footer className={styles.footer}>
      {funderName ? <Trans>© {year} {funderName}</Trans> : <Trans>© {year} Donor Portal</Trans>}
    </footer>
  );
}
