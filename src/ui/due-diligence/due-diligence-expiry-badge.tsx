import { Badge } from '@fluentui/react-components';
import { ClockRegular, ErrorCircleRegular } from '@fluentui/react-icons';
import { Plural, Trans } from '@lingui/react/macro';
import { EXPIRY_WARNING_DAYS, type ExpiryState } from './due-diligence-expiry';

/** "Expired" in red, "Expires within 30 days" in orange; a valid or never-expiring document has no badge. */
export function DueDiligenceExpiryBadge({ state }: { state: ExpiryState }) {
  if (state === 'expired') {
    return (
      <Badge appearance="tint" shape="rounded" color="danger" icon={<ErrorCircleRegular />}>
        <Trans>Expired</Trans>
      </Badge>
    );
  }
  if (state === 'expiring') {
    const days = EXPIRY_WARNING_DAYS;
    return (
      <Badge appearance="tint" shape="rounded" color="warning" icon={<ClockRegular />}>
        <Plural value={days} one="Expires within # day" other="Expires within # days" />
      </Badge>
    );
  }
  return null;
}
