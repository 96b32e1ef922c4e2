import { makeStyles, useFluent } from '@fluentui/react-components';

const useStyles = makeStyles({ mirrored: { transform: 'scaleX(-1)' } });

/** A class that turns an icon pointing a direction (open in new tab, back) to face the way the page reads. */
export function useMirroredInRtl(): string | undefined {
  const styles = useStyles();
  const { dir } = useFluent();
  return dir === 'rtl' ? styles.mirrored : undefined;
}
