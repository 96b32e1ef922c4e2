import { Button, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { NgoDueDiligence } from '#contract/ngos';
import { runQueued } from '@/offline/run-queued';
import { ReviewStatusBadge } from '@/ui/due-diligence/review-status-badge';
import { enqueueDueDiligenceReview } from '../api/review-due-diligence';
import { ReturnDocumentDialog } from './return-document-dialog';

const useStyles = makeStyles({
  cell: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalXS },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  comment: { color: tokens.colorNeutralForeground2, overflowWrap: 'anywhere', whiteSpace: 'pre-line' },
  muted: { color: tokens.colorNeutralForeground3 },
});

type DueDiligenceReviewCellProps = {
  ngoId: number;
  document: NgoDueDiligence;
  /** The caller may review (manage_grants): Accept and Return are offered. */
  canReview: boolean;
};

/** This funder's review of one document: its status and comment, and Accept / Return for those who may review. */
export function DueDiligenceReviewCell({ ngoId, document, canReview }: DueDiligenceReviewCellProps) {
  const styles = useStyles();
  const { t } = useLingui();
  const [returning, setReturning] = useState(false);
  const { review } = document;
  const base = { ngoId, documentId: document.id, name: document.name };
  const accept = () =>
    void runQueued(enqueueDueDiligenceReview({ ...base, status: 'accepted', comment: null }), {
      offlineNotice: msg`The document will be accepted once the connection is back.`,
    });
  return (
    <div className={styles.cell}>
      {review ? (
        <>
          <ReviewStatusBadge status={review.status} />
          {review.comment ? (
            <Caption1 className={styles.comment} dir="auto">
              {review.comment}
            </Caption1>
          ) : null}
        </>
      ) : (
        <span className={styles.muted}>
          <Trans>Not reviewed</Trans>
        </span>
      )}
      {canReview ? (
        <div className={styles.actions}>
          {review?.status !== 'accepted' ? (
            <Button size="small" onClick={accept} aria-label={t`Accept ${document.name}`}>
              <Trans>Accept</Trans>
            </Button>
          ) : null}
          <Button size="small" onClick={() => setReturning(true)} aria-label={t`Return ${document.name}`}>
            <Trans>Return</Trans>
          </Button>
        </div>
      ) : null}
      {returning ? (
        <ReturnDocumentDialog
          documentName={document.name}
          onReturn={(comment) => enqueueDueDiligenceReview({ ...base, status: 'returned', comment })}
          onClose={() => setReturning(false)}
        />
      ) : null}
    </div>
  );
}
