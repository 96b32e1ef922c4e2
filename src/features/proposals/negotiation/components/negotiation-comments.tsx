import { Button, MessageBar, MessageBarActions, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { CommentMultipleRegular } from '@fluentui/react-icons';
import { Trans } from '@lingui/react/macro';
import { useMinuteClock } from '@/lib/use-minute-clock';
import { EmptyState } from '@/ui/list/empty-state';
import { SkeletonList } from '@/ui/list/skeleton-rows';
import { useMinimumDuration } from '@/ui/loading';
import type { ShownComment } from '../api/comments-overlay';
import { CommentItem } from './comment-item';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, margin: 0, padding: 0, listStyleType: 'none' },
});

type NegotiationCommentsProps = {
  comments: readonly ShownComment[] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  /** Whether the signed-in user may change this comment (spec section 6: its author only). */
  canChange: (comment: ShownComment) => boolean;
  onEdit: (comment: ShownComment) => void;
  onDelete: (comment: ShownComment) => void;
};

/** The comments of one page, oldest first; the author's own comments carry edit and delete. */
export function NegotiationComments({ comments, loading, failed, onRetry, canChange, onEdit, onDelete }: NegotiationCommentsProps) {
  const styles = useStyles();
  const now = useMinuteClock();
  // Once shown, the placeholder stays 200 ms (spec section 9).
  const placeholder = useMinimumDuration(!comments && loading);
  if (placeholder) return <SkeletonList rows={3} />;
  if (!comments && failed) {
    return (
      <MessageBar intent="error" layout="multiline">
        <MessageBarBody>
          <Trans>The comments could not be loaded. They are not saved on this device yet, or the server did not answer.</Trans>
        </MessageBarBody>
        <MessageBarActions>
          <Button size="small" onClick={onRetry}>
            <Trans>Try again</Trans>
          </Button>
        </MessageBarActions>
      </MessageBar>
    );
  }
  if (!comments || comments.length === 0) {
    return (
      <EmptyState icon={<CommentMultipleRegular />} title={<Trans>No comments on this page yet</Trans>}>
        <Trans>Comments written here are shared with the organisation during the negotiation.</Trans>
      </EmptyState>
    );
  }
  return (
    <ol className={styles.list}>
      {comments.map((comment) => {
        const changeable = canChange(comment);
        return (
          <li key={comment.key}>
            <CommentItem
              comment={comment}
              now={now}
              onEdit={changeable ? () => onEdit(comment) : undefined}
              onDelete={changeable ? () => onDelete(comment) : undefined}
            />
          </li>
        );
      })}
    </ol>
  );
}
