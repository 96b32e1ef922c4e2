import { Badge, Button, Caption1, Text, Tooltip, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { BuildingRegular, ClockRegular, DeleteRegular, EditRegular } from '@fluentui/react-icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { isLocale } from '#contract/enums';
import { formatRelativeTime } from '@/lib/relative-time';
import { PersonAvatar } from '@/ui/avatars/avatars';
import { formatDate, DATE_TIME_FORMAT } from '@/ui/list/format-date';
import type { ShownComment } from '../api/comments-overlay';
import { CommentTypeChip } from './comment-type-chip';

const useStyles = makeStyles({
  item: {
    display: 'flex',
    gap: tokens.spacingHorizontalM,
    alignItems: 'flex-start',
    paddingBlock: tokens.spacingVerticalS,
    paddingInline: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    borderInlineStartWidth: '3px',
    borderInlineStartStyle: 'solid',
    borderInlineStartColor: 'transparent',
  },
  // Organisation users' comments read as the other side of the conversation.
  fromOrganisation: { backgroundColor: tokens.colorNeutralBackground3, borderInlineStartColor: tokens.colorPaletteBerryBorder2 },
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0, flexGrow: 1 },
  heading: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  name: { fontWeight: tokens.fontWeightSemibold },
  meta: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, color: tokens.colorNeutralForeground3 },
  content: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', margin: 0 },
  deleting: { textDecorationLine: 'line-through', color: tokens.colorNeutralForeground3 },
  actions: { display: 'flex', flexShrink: 0 },
});

type CommentItemProps = {
  comment: ShownComment;
  now: number;
  /** Given only when the signed-in user may change this comment (its author, while they may comment). */
  onEdit?: () => void;
  onDelete?: () => void;
};

/** One negotiation comment (spec sections 2 and 3): author, priority, relative time, text, and the author's controls. */
export function CommentItem({ comment, now, onEdit, onDelete }: CommentItemProps) {
  const styles = useStyles();
  const { t, i18n } = useLingui();
  const locale = isLocale(i18n.locale) ? i18n.locale : 'en';
  const when = formatRelativeTime(comment.created_at, now, locale, t`just now`);
  const name = comment.name;
  return (
    <article className={mergeClasses(styles.item, comment.by_ngo_user && styles.fromOrganisation)} aria-label={t`Comment by ${name}`}>
      <PersonAvatar
        name={comment.name}
        image={comment.profile ? { src: comment.profile } : undefined}
        size={32}
        color="colorful"
        aria-hidden
      />
      <div className={styles.body}>
        <div className={styles.heading}>
          <Text className={styles.name} dir="auto">
            {comment.name}
          </Text>
          {comment.by_ngo_user ? (
            <Badge appearance="outline" shape="rounded" size="small" color="important" icon={<BuildingRegular />}>
              <Trans>Organization</Trans>
            </Badge>
          ) : null}
          <CommentTypeChip type={comment.type} />
          {comment.pending ? (
            <Badge appearance="tint" shape="rounded" size="small" color="warning" icon={<ClockRegular />}>
              {comment.deleting ? <Trans>Deleting…</Trans> : <Trans>Pending</Trans>}
            </Badge>
          ) : null}
        </div>
        <div className={styles.meta}>
          {comment.by_ngo_user && comment.email ? (
            <Caption1>
              <a href={`mailto:${comment.email}`} dir="ltr">
                {comment.email}
              </a>
            </Caption1>
          ) : null}
          <Caption1>
            <time dateTime={comment.created_at} title={formatDate(comment.created_at, locale, DATE_TIME_FORMAT)}>
              {when}
            </time>
          </Caption1>
          {comment.updated_at ? (
            <Caption1>
              <Trans>(edited)</Trans>
            </Caption1>
          ) : null}
        </div>
        <p className={mergeClasses(styles.content, comment.deleting && styles.deleting)} dir="auto">
          {comment.content}
        </p>
      </div>
      {onEdit || onDelete ? (
        <div className={styles.actions}>
          {onEdit ? (
            <Tooltip content={t`Edit comment`} relationship="label">
              <Button appearance="subtle" size="small" icon={<EditRegular />} onClick={onEdit} />
            </Tooltip>
          ) : null}
          {onDelete ? (
            <Tooltip content={t`Delete comment`} relationship="label">
              <Button appearance="subtle" size="small" icon={<DeleteRegular />} onClick={onDelete} />
            </Tooltip>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}
