import { Badge, type BadgeProps } from '@fluentui/react-components';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { GrantStatus } from '#contract/enums';

type StatusLook = { label: MessageDescriptor; color: NonNullable<BadgeProps['color']> };

/** Spec section 4: Draft in the warning colour, Published primary, Closed grey. One row per GrantStatus. */
export const GRANT_STATUS_LOOK: Record<GrantStatus, StatusLook> = {
  [GrantStatus.Draft]: { label: msg`Draft`, color: 'warning' },
  [GrantStatus.Published]: { label: msg`Published`, color: 'brand' },
  [GrantStatus.Closed]: { label: msg`Closed`, color: 'informative' },
};

export function GrantStatusChip({ status }: { status: GrantStatus }) {
  const { i18n } = useLingui();
  const look = GRANT_STATUS_LOOK[status];
  return (
    <Badge appearance="tint" shape="rounded" color={look.color}>
      {i18n._(look.label)}
    </Badge>
  );
}
