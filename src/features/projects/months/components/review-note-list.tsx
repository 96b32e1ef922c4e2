import { MessageBar, MessageBarBody, MessageBarTitle, makeStyles, tokens } from '@fluentui/react-components';
import { Trans } from '@lingui/react/macro';
import type { ReviewComment } from '#contract/monthly-reports';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, margin: 0, paddingInlineStart: 0, listStyleType: 'none' },
  text: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
});

/** The funder's comments on one item, shown beside it: what to correct before submitting again. */
export function ReviewNoteList({ comments }: { comments: readonly ReviewComment[] }) {
  const styles = useStyles();
  if (comments.length === 0) return null;
  return (
    <MessageBar intent="warning" layout="multiline" role="note">
      <MessageBarBody>
        <MessageBarTitle>
          <Trans>The funder’s comment</Trans>
        </MessageBarTitle>
        <ul className={styles.list}>
          {comments.map((comment) => (
            <li key={comment.id} className={styles.text} dir="auto">
              {comment.text} — {comment.author.name}
            </li>
          ))}
        </ul>
      </MessageBarBody>
    </MessageBar>
  );
}
