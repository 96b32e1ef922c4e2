import { Badge, makeStyles, mergeClasses, shorthands, tokens, type BadgeProps } from '@fluentui/react-components';
import { useLingui } from '@lingui/react';
import { requestStatusLook, transferStatusLook, type BatchStatusLook, type BatchStatusTone } from './batch-status';

const BADGE_COLOR: Record<BatchStatusTone, NonNullable<BadgeProps['color']>> = {
  primary: 'brand',
  info: 'brand',
  error: 'danger',
  success: 'success',
  grey: 'informative',
};

const useStyles = makeStyles({
  // As the proposal status chip: a stronger blue than the brand tint, so info and primary never read alike.
  info: {
    backgroundColor: tokens.colorPaletteBlueBackground2,
    color: tokens.colorPaletteBlueForeground2,
    ...shorthands.borderColor(tokens.colorPaletteBlueBorderActive),
  },
  pair: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
});

function StatusChip({ look }: { look: BatchStatusLook }) {
  const { i18n } = useLingui();
  const styles = useStyles();
  return (
    <Badge appearance="tint" shape="rounded" color={BADGE_COLOR[look.tone]} className={mergeClasses(look.tone === 'info' && styles.info)} data-tone={look.tone}>
      {i18n._(look.label)}
    </Badge>
  );
}

/** An installment's request status, coloured as spec section 4 says. */
export function RequestStatusChip({ status }: { status: number | null }) {
  return <StatusChip look={requestStatusLook(status)} />;
}

export function TransferStatusChip({ status }: { status: number }) {
  return <StatusChip look={transferStatusLook(status)} />;
}

/** Both statuses side by side, for tables with one status column (the spending page, the reports). */
export function BatchStatusChips({ requestStatus, transferStatus }: { requestStatus: number | null; transferStatus: number }) {
  const styles = useStyles();
  return (
    <span className={styles.pair}>
      <RequestStatusChip status={requestStatus} />
      <TransferStatusChip status={transferStatus} />
    </span>
  );
}
