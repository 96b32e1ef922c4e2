import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { OpenRegular } from '@fluentui/react-icons';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ProjectBatch } from '#contract/project-tracking';
import { calendarDay } from '@/lib/calendar-day';
import { Facts, type Fact } from '@/ui/facts';
import { useMirroredInRtl } from '@/ui/mirrored-icon';
import { useDateFormatter } from '@/ui/list/format-date';
import { useLinkStyles } from '@/ui/link-styles';
import { StoredFileLink } from '@/ui/stored-file-link';

const useStyles = makeStyles({
  files: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, margin: 0, padding: 0, listStyleType: 'none' },
  link: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXXS, overflowWrap: 'anywhere' },
  text: { whiteSpace: 'pre-wrap' },
});

/**
 * What the organisation sent with its request for an installment (its justification and files) and, once the money
 * left, the transfer's date and reference and when the organisation confirmed receipt (issue 14 item 4). Nothing when
 * none of it is on record (an installment not requested, or requested by staff on the organisation's behalf).
 */
export function BatchRequestDetails({ batch }: { batch: ProjectBatch }) {
  const styles = useStyles();
  const linkStyles = useLinkStyles();
  const mirrored = useMirroredInRtl();
  const formatDate = useDateFormatter();
  const { t } = useLingui();
  const facts: Fact[] = [];
  if (batch.justification) {
    facts.push({ key: 'justification', label: <Trans>Justification</Trans>, value: <span className={styles.text} dir="auto">{batch.justification}</span> });
  }
  if (batch.files.length > 0) {
    facts.push({
      key: 'files',
      label: <Trans>Attached files</Trans>,
      value: (
        <ul className={styles.files}>
          {batch.files.map((file) => {
            const name = file.file_name;
            return (
              <li key={file.id}>
                <StoredFileLink url={file.url} className={mergeClasses(linkStyles.link, styles.link)} aria-label={t`Open ${name} (opens in a new tab)`}>
                  <bdi>{name}</bdi>
                  <OpenRegular className={mirrored} aria-hidden />
                </StoredFileLink>
              </li>
            );
          })}
        </ul>
      ),
    });
  }
  if (batch.transfer_date) facts.push({ key: 'transfer-date', label: <Trans>Transfer date</Trans>, value: formatDate(calendarDay(batch.transfer_date)) });
  if (batch.transfer_reference) {
    facts.push({ key: 'transfer-reference', label: <Trans>Transfer reference</Trans>, value: <bdi>{batch.transfer_reference}</bdi> });
  }
  if (batch.received_at) facts.push({ key: 'received', label: <Trans>Receipt confirmed</Trans>, value: formatDate(batch.received_at) });
  return facts.length > 0 ? <Facts facts={facts} /> : null;
}
