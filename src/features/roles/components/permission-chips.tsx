import { Badge, Tooltip, makeStyles, tokens } from '@fluentui/react-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { PERMISSIONS, type Permission } from '#contract/enums';
import { PERMISSION_LABELS } from '../permission-labels';

const useStyles = makeStyles({
  list: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS, margin: 0, padding: 0, listStyleType: 'none' },
});

/** A role's permissions as chips, in the contract's order, each explained on hover. */
export function PermissionChips({ permissions }: { permissions: readonly Permission[] }) {
  const styles = useStyles();
  const { i18n } = useLingui();
  const held = PERMISSIONS.filter((permission) => permissions.includes(permission));
  if (held.length === 0) {
    return (
      <Badge appearance="outline" color="informative">
        <Trans>No permissions</Trans>
      </Badge>
    );
  }
  return (
    <ul className={styles.list}>
      {held.map((permission) => (
        <li key={permission}>
          <Tooltip content={i18n._(PERMISSION_LABELS[permission].description)} relationship="description">
            <Badge appearance="tint" color="brand" tabIndex={0}>
              {i18n._(PERMISSION_LABELS[permission].label)}
            </Badge>
          </Tooltip>
        </li>
      ))}
    </ul>
  );
}
