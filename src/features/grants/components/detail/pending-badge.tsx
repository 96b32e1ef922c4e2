import { Badge } from '@fluentui/react-components';
import { ClockRegular } from '@fluentui/react-icons';
import { Trans } from '@lingui/react/macro';

/** Marks something the user changed that still waits for the server (queued in the outbox). */
export function PendingBadge() {
  return (
    <Badge appearance="tint" color="warning" shape="rounded" icon={<ClockRegular />}>
      <Trans>Pending</Trans>
    </Badge>
  );
}
