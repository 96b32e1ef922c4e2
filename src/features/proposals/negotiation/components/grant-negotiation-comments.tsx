import { Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { CommentMultipleRegular } from '@fluentui/react-icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { proposalPageSlug } from '#contract/proposals';
import { useMinuteClock } from '@/lib/use-minute-clock';
import { PROPOSAL_PAGE_LABELS } from '../../detail/proposal-page-labels';
import { useLinkStyles } from '@/ui/link-styles';
import { EmptyState } from '@/ui/list/empty-state';
import { Pager } from '@/ui/list/pager';
import { SectionLoadError } from '@/ui/list/section-load-error';
import { SkeletonList } from '@/ui/list/skeleton-rows';
import { shownFromServer } from '../api/comments-overlay';
import { grantNegotiationCommentsQuery, type GrantCommentsPaging } from '../api/get-grant-negotiation-comments';
import { CommentItem } from './comment-item';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, margin: 0, padding: 0, listStyleType: 'none' },
  entry: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  about: { paddingInline: tokens.spacingHorizontalM, color: tokens.colorNeutralForeground3 },
});

type GrantNegotiationCommentsProps = {
  grantId: number;
  paging: GrantCommentsPaging;
  onPagingChange: (paging: GrantCommentsPaging) => void;
};

/**
 * The negotiation comments across a grant's proposals (GET DonorGrant/{id}/ProposalNegotiations), newest first and
 * a page at a time; each names its proposal and page and links there, where the drawer carries the conversation.
 */
export function GrantNegotiationComments({ grantId, paging, onPagingChange }: GrantNegotiationCommentsProps) {
  const styles = useStyles();
  const linkStyles = useLinkStyles();
  const { t, i18n } = useLingui();
  const now = useMinuteClock();
  const comments = useQuery(grantNegotiationCommentsQuery(grantId, paging));

  if (!comments.data) return comments.isError ? <SectionLoadError error={comments.error} /> : <SkeletonList rows={3} />;
  if (comments.data.total === 0) {
    return (
      <EmptyState icon={<CommentMultipleRegular />} title={<Trans>No negotiation comments yet</Trans>}>
        <Trans>Comments written while negotiating this grant’s proposals appear here, newest first.</Trans>
      </EmptyState>
    );
  }
  return (
    <section aria-label={t`Negotiation comments`}>
      <ol className={styles.list}>
        {comments.data.data.map((comment) => {
          const page = proposalPageSlug(comment.page_id);
          const pageName = i18n._(PROPOSAL_PAGE_LABELS[page]);
          const proposalTitle = comment.proposal_title;
          return (
            <li key={comment.id} className={styles.entry}>
              <Caption1 className={styles.about}>
                <Link
                  to="/grants/$grantId/proposals/$proposalId/$page"
                  params={{ grantId, proposalId: comment.proj_id, page }}
                  className={linkStyles.link}
                  dir="auto"
                >
                  <Trans>
                    {proposalTitle} ({comment.proposal_code}), {pageName}
                  </Trans>
                </Link>
              </Caption1>
              <CommentItem comment={shownFromServer(comment)} now={now} />
            </li>
          );
        })}
      </ol>
      <Pager page={paging.page} rows={paging.rows} total={comments.data.total} onChange={onPagingChange} disabled={comments.isPlaceholderData} />
    </section>
  );
}
