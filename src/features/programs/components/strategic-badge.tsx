import { Badge } from '@fluentui/react-components';
import { StarRegular } from '@fluentui/react-icons';
import { Trans } from '@lingui/react/macro';

/** Marks an initiative the funder counts as strategic; ordinary ones carry no badge. */
export function StrategicBadge({ strategic }: { strategic: boolean }) {
  if (!strategic) return null;
  return (
    <Badge appearance="tint" color="brand" icon={<StarRegular />}>
      <Trans>Strategic</Trans>
    </Badge>
  );
}
