import { Caption1, ProgressBar, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowUploadRegular } from '@fluentui/react-icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { isLocale } from '#contract/enums';
import type { QueuedUpload } from '../../api/project-queued';
import { formatFileSize } from '@/lib/files';
import { formatPercent } from '@/lib/format-money';
import { useOnline } from '@/lib/use-online';
import { useUploadProgress } from '@/offline/upload-progress';

const useStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  item: {
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr)',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalXS,
    alignItems: 'center',
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  icon: { fontSize: '24px', color: tokens.colorBrandForeground1, gridRow: 'span 3' },
  meta: { color: tokens.colorNeutralForeground3, overflowWrap: 'anywhere' },
});

/**
 * One report waiting to be uploaded: what it is, and how far it has got. While this tab sends it, the bar fills
 * with the bytes sent (XMLHttpRequest's upload events, src/lib/upload.ts); before that it says why it waits.
 */
function QueuedUploadItem({ upload }: { upload: QueuedUpload }) {
  const styles = useStyles();
  const { t, i18n } = useLingui();
  const online = useOnline();
  const progress = useUploadProgress(upload.key);
  const locale = isLocale(i18n.locale) ? i18n.locale : 'en';
  const { report, fileName, fileSize } = upload.payload;
  const title = report.title;
  const sending = upload.state === 'sending';
  const sent = progress === null ? null : formatPercent(Math.round(progress * 100));
  let status;
  if (sending && sent !== null) status = <Trans>Uploading… {sent}</Trans>;
  else if (sending) status = <Trans>Uploading…</Trans>;
  else if (!online) status = <Trans>Waiting for the connection</Trans>;
  else status = <Trans>Waiting to be uploaded</Trans>;
  return (
    <li className={styles.item}>
      <ArrowUploadRegular className={styles.icon} aria-hidden />
      <Text weight="semibold" dir="auto">
        {title}
      </Text>
      <Caption1 className={styles.meta}>
        <bdi>{fileName}</bdi> · {formatFileSize(fileSize, locale)} · {status}
      </Caption1>
      <ProgressBar
        aria-label={t`Upload of ${title}`}
        value={sending ? (progress ?? undefined) : 0}
        max={1}
        thickness="large"
        aria-valuetext={sent ?? undefined}
      />
    </li>
  );
}

/** The reports this user queued and the server has not received yet, oldest first. */
export function QueuedUploads({ uploads }: { uploads: readonly QueuedUpload[] }) {
  const styles = useStyles();
  const { t } = useLingui();
  if (uploads.length === 0) return null;
  return (
    <ul className={styles.list} aria-label={t`Reports waiting to be uploaded`}>
      {uploads.map((upload) => (
        <QueuedUploadItem key={upload.key} upload={upload} />
      ))}
    </ul>
  );
}
