import {
  Body1,
  Button,
  Caption1,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { AddRegular, DeleteRegular, DocumentRegular } from '@fluentui/react-icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { PartnerDueDiligence } from '#contract/partner-due-diligence';
import { ApiError } from '@/lib/api-error';
import { messageFor } from '@/lib/report-error';
import { ConfirmDialog } from '@/ui/dialogs/confirm-dialog';
import { dueDiligenceExpiry } from '@/ui/due-diligence/due-diligence-expiry';
import { DueDiligenceExpiryBadge } from '@/ui/due-diligence/due-diligence-expiry-badge';
import { ReviewStatusBadge } from '@/ui/due-diligence/review-status-badge';
import { useLinkStyles } from '@/ui/link-styles';
import { useDateFormatter } from '@/ui/list/format-date';
import { SectionLoadError } from '@/ui/list/section-load-error';
import { SkeletonTableRows } from '@/ui/list/skeleton-rows';
import { useMinimumDuration } from '@/ui/loading';
import { StoredFileLink } from '@/ui/stored-file-link';
import { dueDiligenceLibraryQuery } from '../api/get-library';
import { useDeleteDueDiligence } from '../api/library-changes';
import { UploadDocumentDialog } from './upload-document-dialog';

const COLUMNS = 5;
const LOADING_ROWS = 3;

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  toolbar: { display: 'flex', justifyContent: 'flex-end' },
  stack: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalXS },
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  file: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, overflowWrap: 'anywhere' },
  comment: { color: tokens.colorNeutralForeground2, overflowWrap: 'anywhere', whiteSpace: 'pre-line' },
  muted: { color: tokens.colorNeutralForeground3 },
});

type DueDiligenceLibraryProps = {
  /** The organisation admin keeps the library (issue 13): adds and deletes. Members read it. */
  canManage: boolean;
};

/**
 * The organisation's due-diligence library (PartnerOrganisation/DueDiligence): each document with its type, dates,
 * file and every funder's review; expired and returned documents are flagged, so the admin knows what to renew.
 */
export function DueDiligenceLibrary({ canManage }: DueDiligenceLibraryProps) {
  const styles = useStyles();
  const { t } = useLingui();
  const library = useQuery(dueDiligenceLibraryQuery());
  const rows = library.data;
  const loading = useMinimumDuration(rows === undefined);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<PartnerDueDiligence | null>(null);
  const deletion = useDeleteDueDiligence();
  const refusal = deletion.error instanceof ApiError ? messageFor(deletion.error).text : deletion.error ? t`Oops! something went wrong, please try again later.` : null;

  const closeDeletion = () => {
    setDeleting(null);
    deletion.reset();
  };
  return (
    <div className={styles.page}>
      {canManage ? (
        <div className={styles.toolbar}>
          <Button appearance="primary" icon={<AddRegular />} onClick={() => setAdding(true)}>
            <Trans>Add a document</Trans>
          </Button>
        </div>
      ) : null}
      {library.isError && !rows ? (
        <SectionLoadError error={library.error} />
      ) : rows && rows.length === 0 ? (
        <Body1 as="p">
          <Trans>No due diligence documents yet.</Trans>
        </Body1>
      ) : (
        <Table aria-label={t`Due diligence documents`} size="small">
          <TableHeader>
            <TableRow>
              <TableHeaderCell>
                <Trans>Document</Trans>
              </TableHeaderCell>
              <TableHeaderCell>
                <Trans>Issued</Trans>
              </TableHeaderCell>
              <TableHeaderCell>
                <Trans>Expires</Trans>
              </TableHeaderCell>
              <TableHeaderCell>
                <Trans>Funders’ reviews</Trans>
              </TableHeaderCell>
              <TableHeaderCell>
                <span className={styles.muted}>
                  <Trans>Actions</Trans>
                </span>
              </TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {loading || rows === undefined ? (
              <SkeletonTableRows columns={COLUMNS} rows={LOADING_ROWS} />
            ) : (
              rows.map((document) => (
                <LibraryRow key={document.id} document={document} today={new Date()} canManage={canManage} onDelete={() => setDeleting(document)} />
              ))
            )}
          </TableBody>
        </Table>
      )}
      {adding ? <UploadDocumentDialog onClose={() => setAdding(false)} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        title={<Trans>Delete the document?</Trans>}
        confirmLabel={<Trans>Delete</Trans>}
        danger
        busy={deletion.isPending}
        refusal={refusal}
        onConfirm={() => {
          if (deleting) deletion.mutate(deleting.id, { onSuccess: closeDeletion });
        }}
        onCancel={closeDeletion}
      >
        {deleting ? (
          <Trans>
            “<span dir="auto">{deleting.name}</span>” leaves the library. Proposals already sent to a funder keep it.
          </Trans>
        ) : null}
      </ConfirmDialog>
    </div>
  );
}

/** A calendar date of the API (YYYY-MM-DD), read at local midnight so no time zone moves it a day. */
function calendarDate(value: string): string {
  return `${value.slice(0, 10)}T00:00:00`;
}

type LibraryRowProps = { document: PartnerDueDiligence; today: Date; canManage: boolean; onDelete: () => void };

function LibraryRow({ document, today, canManage, onDelete }: LibraryRowProps) {
  const styles = useStyles();
  const linkStyles = useLinkStyles();
  const formatDate = useDateFormatter();
  const { t } = useLingui();
  return (
    <TableRow>
      <TableCell>
        <div className={styles.stack}>
          <span dir="auto">{document.name}</span>
          {document.url ? (
            <StoredFileLink url={document.url} className={mergeClasses(linkStyles.link, styles.file)}>
              <DocumentRegular aria-hidden />
              <span dir="auto">{document.file_name ?? document.name}</span>
            </StoredFileLink>
          ) : null}
        </div>
      </TableCell>
      <TableCell>{document.issued_on ? formatDate(calendarDate(document.issued_on)) : <span className={styles.muted}>—</span>}</TableCell>
      <TableCell>
        <div className={styles.row}>
          {document.expires_on ? (
            formatDate(calendarDate(document.expires_on))
          ) : (
            <span className={styles.muted}>
              <Trans>Does not expire</Trans>
            </span>
          )}
          <DueDiligenceExpiryBadge state={document.expired ? 'expired' : dueDiligenceExpiry(document.expires_on, today)} />
        </div>
      </TableCell>
      <TableCell>
        {document.reviews.length === 0 ? (
          <span className={styles.muted}>
            <Trans>Not reviewed yet</Trans>
          </span>
        ) : (
          <div className={styles.stack}>
            {document.reviews.map((review) => (
              <div key={`${review.donor_name}-${review.reviewed_at}`} className={styles.stack}>
                <ReviewStatusBadge status={review.status} funder={review.donor_name} />
                {review.comment ? (
                  <Caption1 className={styles.comment} dir="auto">
                    {review.comment}
                  </Caption1>
                ) : null}
              </div>
            ))}
          </div>
        )}
      </TableCell>
      <TableCell>
        {canManage ? (
          <Button appearance="subtle" icon={<DeleteRegular />} onClick={onDelete} aria-label={t`Delete ${document.name}`} />
        ) : null}
      </TableCell>
    </TableRow>
  );
}
