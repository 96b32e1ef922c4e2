import { Badge, makeStyles, mergeClasses, shorthands, tokens, type BadgeProps } from '@fluentui/react-components';
import { useLingui } from '@lingui/react';
import type { ProposalStatus } from '#contract/enums';
import { PROPOSAL_STATUS_TONE, proposalStatusLabel, type ProposalStatusTone } from './proposal-status';

export { PROPOSAL_STATUS_TONE, proposalStatusLabel, type ProposalStatusTone };

/** Fluent's badge colours for the tones; "info" has none of its own (Fluent's informative is grey), see useStyles. */
const BADGE_COLOR: Record<ProposalStatusTone, NonNullable<BadgeProps['color']>> = {
  primary: 'brand',
  info: 'brand',
  warning: 'warning',
  error: 'danger',
  grey: 'informative',
};

const useStyles = makeStyles({
  // A stronger blue than the brand tint, so "submitted" (info) and "accepted" (primary) never read alike.
  info: {
    backgroundColor: tokens.colorPaletteBlueBackground2,
    color: tokens.colorPaletteBlueForeground2,
    ...shorthands.borderColor(tokens.colorPaletteBlueBorderActive),
  },
});

export function ProposalStatusChip({ status }: { status: ProposalStatus }) {
  const { i18n } = useLingui();
  const styles = useStyles();
  const tone = PROPOSAL_STATUS_TONE[status];
  return (
    <Badge
      appearance="tint"
      shape="rounded"
      color={BADGE_COLOR[tone]}
      className={mergeClasses(tone === 'info' && styles.info)}
      data-tone={tone}
    >
      {i18n._(proposalStatusLabel[status])}
    </Badge>
  );
}
