import { Body1, Button, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import {
  ArrowDownloadRegular,
  DocumentMultipleRegular,
  DocumentPdfRegular,
  DocumentRegular,
  DocumentTableRegular,
  DocumentTextRegular,
  ImageRegular,
  OpenRegular,
  type FluentIcon,
} from '@fluentui/react-icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { isLocale } from '#contract/enums';
import type { ProposalDocument } from '#contract/proposals';
import { EmptyState } from '@/ui/list/empty-state';
import { useDateFormatter } from '@/ui/list/format-date';
import { useStoredFileOpener } from '@/ui/stored-file-link';
import { proposalDocumentsQuery } from '../api/proposal-page-queries';
import { fileKind, formatFileSize, type FileKind } from '@/lib/files';
import { useMirroredInRtl } from '@/ui/mirrored-icon';
import { PageStack, SectionCard } from '@/ui/page-section';

const KIND_ICONS: Record<FileKind, FluentIcon> = {
  pdf: DocumentPdfRegular,
  word: DocumentTextRegular,
  spreadsheet: DocumentTableRegular,
  image: ImageRegular,
  other: DocumentRegular,
};

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', margin: 0, padding: 0, listStyleType: 'none' },
  row: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    flexWrap: 'wrap',
    paddingBlock: tokens.spacingVerticalS,
    borderBlockEndWidth: '1px',
    borderBlockEndStyle: 'solid',
    borderBlockEndColor: tokens.colorNeutralStroke2,
  },
  icon: { fontSize: '32px', color: tokens.colorBrandForeground1, flexShrink: 0 },
  text: { display: 'flex', flexDirection: 'column', flexGrow: 1, minWidth: '200px' },
  title: { fontWeight: tokens.fontWeightSemibold },
  meta: { color: tokens.colorNeutralForeground3, overflowWrap: 'anywhere' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
});

/** Documents (spec section 2): the files the organisation attached, to open in a new tab or download. */
export function DocumentsPage({ proposalId }: { proposalId: number }) {
  const styles = useStyles();
  const { t } = useLingui();
  const { data: documents } = useSuspenseQuery(proposalDocumentsQuery(proposalId));
  return (
    <PageStack>
      <SectionCard title={t`Documents`}>
        {documents.length === 0 ? (
          <EmptyState icon={<DocumentMultipleRegular />} title={<Trans>No document attached</Trans>} />
        ) : (
          <ul className={styles.list}>
            {documents.map((document) => (
              <DocumentRow key={document.id} document={document} />
            ))}
          </ul>
        )}
      </SectionCard>
    </PageStack>
  );
}

function DocumentRow({ document }: { document: ProposalDocument }) {
  const styles = useStyles();
  const { t, i18n } = useLingui();
  const formatDate = useDateFormatter();
  const mirrored = useMirroredInRtl();
  const Icon = KIND_ICONS[fileKind(document.mime_type)];
  const file = useStoredFileOpener(document.url);
  const title = document.title;
  const size = formatFileSize(document.size, isLocale(i18n.locale) ? i18n.locale : 'en');
  const uploaded = formatDate(document.uploaded_at);
  return (
    <li className={styles.row}>
      <Icon className={styles.icon} aria-hidden />
      <div className={styles.text}>
        <Body1 className={styles.title} dir="auto">
          {document.title}
        </Body1>
        <Caption1 className={styles.meta}>
          <span dir="auto">{document.file_name}</span> · {size} · <Trans>Uploaded on {uploaded}</Trans>
        </Caption1>
      </div>
      <div className={styles.actions}>
        <Button
          as="a"
          href={file.href}
          target="_blank"
          rel="noopener noreferrer"
          onClick={file.handler('inline')}
          onAuxClick={file.handler('inline')}
          appearance="subtle"
          icon={<OpenRegular className={mirrored} />}
          aria-label={t`Open “${title}” in a new tab`}
        >
          <Trans>Open</Trans>
        </Button>
        <Button
          as="a"
          href={file.href}
          download={document.file_name}
          onClick={file.handler('attachment')}
          appearance="subtle"
          icon={<ArrowDownloadRegular />}
          aria-label={t`Download “${title}”`}
        >
          <Trans>Download</Trans>
        </Button>
      </div>
    </li>
  );
}
