import { Badge, type BadgeProps } from '@fluentui/react-components';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';

/** A status chip of the follow-up pages, from a look of tracking-labels.ts. */
export function TrackingChip({ look }: { look: { label: MessageDescriptor; color: NonNullable<BadgeProps['color']> } }) {
  const { i18n } = useLingui();
  return (
    <Badge appearance="tint" shape="rounded" color={look.color}>
      {i18n._(look.label)}
    </Badge>
  );
}
