import { Badge } from '@fluentui/react-components';
import { useLingui } from '@lingui/react';
import { levelLook } from './risk-labels';

/** A risk's level from its score, coloured from calm (low) to alarming (extreme). */
export function RiskLevelChip({ level }: { level: number }) {
  const { i18n } = useLingui();
  const look = levelLook(level);
  return (
    <Badge appearance="filled" shape="rounded" color={look.color}>
      {i18n._(look.label)}
    </Badge>
  );
}
