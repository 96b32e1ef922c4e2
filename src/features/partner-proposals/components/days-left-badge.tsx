import { Badge } from '@fluentui/react-components';
import { Plural, Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { daysLeft, todayIso } from '#contract/partner-proposals';

/** How soon a deadline falls, as a badge turning orange a week before (the notifications' first reminder) and red after. */
export const DEADLINE_WARNING_DAYS = 7;

/** "12 days left", "Closes today" or "Deadline passed", with Lingui's plurals (Arabic has six forms). */
export function DaysLeftBadge({ deadline }: { deadline: string }) {
  // Counted from when the page opened: a day rolling over while it is open is not worth a re-render timer.
  const [today] = useState(() => todayIso());
  const days = daysLeft(deadline, today);
  const label =
    days < 0 ? <Trans>Deadline passed</Trans> : days === 0 ? <Trans>Closes today</Trans> : <Plural value={days} one="# day left" other="# days left" />;
  return (
    <Badge appearance="tint" color={days < 0 ? 'danger' : days <= DEADLINE_WARNING_DAYS ? 'warning' : 'informative'} shape="rounded">
      {label}
    </Badge>
  );
}
