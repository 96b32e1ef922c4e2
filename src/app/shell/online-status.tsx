import { Badge, Tooltip } from '@fluentui/react-components';
import { CloudCheckmarkRegular, CloudOffRegular } from '@fluentui/react-icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { useOnline } from '@/lib/use-online';

/** Online / offline in the top bar. Offline, the portal keeps showing saved pages and queues changes. */
export function OnlineStatus() {
  const online = useOnline();
  const { t } = useLingui();
  return (
    <Tooltip
      relationship="description"
      content={online ? t`Connected. Your changes are sent right away.` : t`You are offline. Saved pages stay available; changes are sent when the connection is back.`}
    >
      <Badge
        role="status"
        tabIndex={0}
        appearance="tint"
        color={online ? 'success' : 'warning'}
        icon={online ? <CloudCheckmarkRegular /> : <CloudOffRegular />}
      >
        {online ? <Trans>Online</Trans> : <Trans>Offline</Trans>}
      </Badge>
    </Tooltip>
  );
}
