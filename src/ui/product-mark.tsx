import { makeStyles, tokens } from '@fluentui/react-components';
import { Trans } from '@lingui/react/macro';

const useStyles = makeStyles({
  mark: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalS, color: 'inherit' },
  name: { fontWeight: tokens.fontWeightSemibold, fontSize: tokens.fontSizeBase400, whiteSpace: 'nowrap' },
});

/** The product's logo and name, in the top bar and on the public card. The logo is the app icon. */
export function ProductMark({ size = 32 }: { size?: number }) {
  const styles = useStyles();
  return (
    <span className={styles.mark}>
      <img src="/favicon.svg" alt="" width={size} height={size} />
      <span className={styles.name}>
        <Trans>Donor Portal</Trans>
      </span>
    </span>
  );
}
