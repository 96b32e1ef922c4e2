import { Badge } from '@fluentui/react-components';
import { CheckmarkCircleRegular, ArrowUndoRegular } from '@fluentui/react-icons';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import type { DueDiligenceReviewStatus } from '#contract/partner-due-diligence';

/** How each review status reads, on the funder's page and in the organisation's library alike. */
export const REVIEW_STATUS_LABELS: Record<DueDiligenceReviewStatus, MessageDescriptor> = {
  accepted: msg`Accepted`,
  returned: msg`Returned`,
};

const REVIEW_STATUS_LOOK = {
  accepted: { color: 'success', icon: <CheckmarkCircleRegular /> },
  returned: { color: 'danger', icon: <ArrowUndoRegular /> },
} as const satisfies Record<DueDiligenceReviewStatus, { color: 'success' | 'danger'; icon: React.ReactElement }>;

/** "Accepted" in green, "Returned" in red; `funder` names whose review it is when several funders review. */
export function ReviewStatusBadge({ status, funder }: { status: DueDiligenceReviewStatus; funder?: string }) {
  const { i18n } = useLingui();
  const look = REVIEW_STATUS_LOOK[status];
  const label = i18n._(REVIEW_STATUS_LABELS[status]);
  return (
    <Badge appearance="tint" shape="rounded" color={look.color} icon={look.icon}>
      {funder ? <span dir="auto">{`${label} · ${funder}`}</span> : label}
    </Badge>
  );
}
