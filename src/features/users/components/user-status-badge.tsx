import { Badge } from '@fluentui/react-components';
import { Trans } from '@lingui/react/macro';

/** Active, or invited and not yet accepted (the contract's `active` flag). */
export function UserStatusBadge({ active }: { active: boolean }) {
  return active ? (
    <Badge appearance="tint" color="success">
      <Trans>Active</Trans>
    </Badge>
  ) : (
    <Badge appearance="tint" color="warning">
      <Trans>Invited</Trans>
    </Badge>
  );
}
