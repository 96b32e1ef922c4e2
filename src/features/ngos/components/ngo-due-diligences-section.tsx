import { Body1, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { DocumentRegular } from '@fluentui/react-icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { NgoDueDiligence } from '#contract/ngos';
import { StoredFileLink } from '@/ui/stored-file-link';
import { useLinkStyles } from '@/ui/link-styles';
import { useDateFormatter } from '@/ui/list/format-date';
import { SkeletonTableRows } from '@/ui/list/skeleton-rows';
import { ngoDueDiligencesQuery } from '../api/get-ngo-due-diligences';
import { dueDiligenceExpiry } from '@/ui/due-diligence/due-diligence-expiry';
import { DueDiligenceExpiryBadge } from '@/ui/due-diligence/due-diligence-expiry-badge';
import { DueDiligenceReviewCell } from './due-diligence-review-cell';
import { NgoSection } from './ngo-section';
import { SectionLoadError } from '@/ui/list/section-load-error';
import { useMinimumDuration } from '@/ui/loading';

const COLUMNS = 5;
const LOADING_ROWS = 3;

const useStyles = makeStyles({
  expiry: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  file: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, overflowWrap: 'anywhere' },
  muted: { color: tokens.colorNeutralForeground3 },
});

/**
 * The documents the organisation keeps on file (GET ngo/{id}/due-diligences), each with its dates, a mark when it
 * has expired or expires within 30 days, so staff can ask for a renewed one in time, and this funder's review
 * (accepted, or returned with a comment; docs/decisions/197-due-diligence-reviews.md).
 */
export function NgoDueDiligencesSection({ ngoId, canReview }: { ngoId: number; canReview: boolean }) {
  const { t } = useLingui();
  const documents = useQuery(ngoDueDiligencesQuery(ngoId));
  const rows = documents.data;
  // Once shown, the placeholder stays 200 ms (spec section 9).
  const loading = useMinimumDuration(rows === undefined);
  return (
    <NgoSection title={<Trans>Due diligences</Trans>}>
      {documents.isError && !rows ? (
        <SectionLoadError error={documents.error} />
      ) : rows && rows.length === 0 ? (
        <Body1 as="p">
          <Trans>No due diligence documents on file.</Trans>
        </Body1>
      ) : (
        <Table aria-label={t`Due diligences`} size="small">
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
                <Trans>File</Trans>
              </TableHeaderCell>
              <TableHeaderCell>
                <Trans>Review</Trans>
              </TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {loading || rows === undefined ? (
              <SkeletonTableRows columns={COLUMNS} rows={LOADING_ROWS} />
            ) : (
              rows.map((document) => <DueDiligenceRow key={document.id} ngoId={ngoId} document={document} today={new Date()} canReview={canReview} />)
            )}
          </TableBody>
        </Table>
      )}
    </NgoSection>
  );
}

/** A calendar date of the API (YYYY-MM-DD), read at local midnight so no time zone moves it a day. */
function calendarDate(value: string): string {
  return `${value.slice(0, 10)}T00:00:00`;
}

type DueDiligenceRowProps = { ngoId: number; document: NgoDueDiligence; today: Date; canReview: boolean };

export function DueDiligenceRow({ ngoId, document, today, canReview }: DueDiligenceRowProps) {
  const styles = useStyles();
  const linkStyles = useLinkStyles();
  const formatDate = useDateFormatter();
  const fileName = document.file_name ?? document.name;
  return (
    <TableRow>
      <TableCell>
        <span dir="auto">{document.name}</span>
      </TableCell>
      <TableCell>{document.issued_on ? formatDate(calendarDate(document.issued_on)) : <span className={styles.muted}>—</span>}</TableCell>
      <TableCell>
        <div className={styles.expiry}>
          {document.expires_on ? (
            formatDate(calendarDate(document.expires_on))
          ) : (
            <span className={styles.muted}>
              <Trans>Does not expire</Trans>
            </span>
          )}
          <DueDiligenceExpiryBadge state={dueDiligenceExpiry(document.expires_on, today)} />
        </div>
      </TableCell>
      <TableCell>
        {document.file_url ? (
          <StoredFileLink url={document.file_url} className={mergeClasses(linkStyles.link, styles.file)}>
            <DocumentRegular aria-hidden />
            <span dir="auto">{fileName}</span>
          </StoredFileLink>
        ) : (
          <span className={styles.muted}>
            <Trans>No file</Trans>
          </span>
        )}
      </TableCell>
      <TableCell>
        <DueDiligenceReviewCell ngoId={ngoId} document={document} canReview={canReview} />
      </TableCell>
    </TableRow>
  );
}
