import { Body1, makeStyles, tokens } from '@fluentui/react-components';
import { CloudOffRegular, ErrorCircleRegular } from '@fluentui/react-icons';
import { Trans } from '@lingui/react/macro';
import { NetworkError } from '@/lib/api-error';

const useStyles = makeStyles({
  note: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, color: tokens.colorNeutralForeground2, margin: 0 },
});

/**
 * A part of the page that could not be loaded, while the rest of the page shows: offline and never saved on
 * this device, or refused by the server (the reporter has already said why in a toast).
 */
export function SectionLoadError({ error }: { error: unknown }) {
  const styles = useStyles();
  const offline = error instanceof NetworkError;
  return (
    <Body1 as="p" className={styles.note} role="status">
      {offline ? <CloudOffRegular aria-hidden /> : <ErrorCircleRegular aria-hidden />}
      {offline ? (
        <Trans>Not saved on this device yet. It will load when the connection is back.</Trans>
      ) : (
        <Trans>This part of the page could not be loaded.</Trans>
      )}
    </Body1>
  );
}
