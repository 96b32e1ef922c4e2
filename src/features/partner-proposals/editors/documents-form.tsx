import {
  Badge,
  Body1,
  Button,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ArrowUploadRegular, DeleteRegular } from '@fluentui/react-icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { issue } from '#contract/messages';
import { partnerDocumentTitleSchema } from '#contract/partner-proposals';
import { agreementFileProblem, type ProposalDocument } from '#contract/proposals';
import type { OutboxRecord } from '@/offline/outbox-types';
import { useUploadProgress } from '@/offline/upload-progress';
import { formatPercent } from '@/lib/format-money';
import { useQueuedConfirm } from '@/offline/use-queued-confirm';
import { ConfirmDialog } from '@/ui/dialogs/confirm-dialog';
import { useLinkStyles } from '@/ui/link-styles';
import { useDateFormatter } from '@/ui/list/format-date';
import { ScrollRegion } from '@/ui/scroll-region';
import { StoredFileLink } from '@/ui/stored-file-link';
import { SectionCard } from '@/ui/page-section';
import { AgreementFileField } from '@/features/proposals';
import { CellText, SaveBar, useIssueText } from './editor-fields';
import { useSaveState, type SaveSection } from './editor-save';
import { mergeIssues, sectionIssues, type SectionIssues } from './section-issues';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '40rem' },
  muted: { margin: 0, color: tokens.colorNeutralForeground3 },
  size: { whiteSpace: 'nowrap', textAlign: 'end' },
});

/** Sizes in the portal's en digits, decimal units as the 10 MB limit is meant. */
const sizeFormat = new Intl.NumberFormat('en', { maximumFractionDigits: 1 });
function fileSize(bytes: number): string {
  return bytes >= 1_000_000 ? `${sizeFormat.format(bytes / 1_000_000)} MB` : `${sizeFormat.format(bytes / 1_000)} kB`;
}

type WaitingItem = { key: string; title: string; fileName: string };

/** An upload still in the outbox: how far it has got while this tab sends it (src/lib/upload.ts), else that it waits. */
function WaitingUpload({ item, readOnly }: { item: WaitingItem; readOnly: boolean }) {
  const progress = useUploadProgress(item.key);
  const sent = progress === null ? null : formatPercent(Math.round(progress * 100));
  return (
    <TableRow>
      <TableCell dir="auto">{item.title}</TableCell>
      <TableCell dir="auto">{item.fileName}</TableCell>
      <TableCell />
      <TableCell>
        <Badge appearance="tint" color="warning">
          {sent === null ? <Trans>Waiting to be sent</Trans> : <Trans>Uploading… {sent}</Trans>}
        </Badge>
      </TableCell>
      {readOnly ? null : <TableCell />}
    </TableRow>
  );
}

export type DocumentUpload = { title: string; file: File | null };

/** An upload needs a title and a file the private-file rule takes (type and size); the server checks both again. */
export function uploadIssues(upload: DocumentUpload): SectionIssues {
  const fileProblem = agreementFileProblem(upload.file);
  return mergeIssues(sectionIssues(partnerDocumentTitleSchema, { title: upload.title }), fileProblem ? new Map([['file', issue(fileProblem, { field: 'file' })]]) : new Map());
}

export type DocumentsFormProps = {
  documents: readonly ProposalDocument[];
  /** Uploads still waiting in the outbox (written offline): listed as such until the server has them. */
  waiting: readonly WaitingItem[];
  readOnly: boolean;
  onUpload: SaveSection<{ title: string; file: File }>;
  onDelete: (document: ProposalDocument) => Promise<OutboxRecord>;
};

/** The proposal's documents (issue 13): the list, each opened through a signed address; upload one with its title; delete one. */
export function DocumentsForm({ documents, waiting, readOnly, onUpload, onDelete }: DocumentsFormProps) {
  const styles = useStyles();
  const linkStyles = useLinkStyles();
  const { t } = useLingui();
  const formatDate = useDateFormatter();
  const [upload, setUpload] = useState<DocumentUpload>({ title: '', file: null });
  const [attempted, setAttempted] = useState(false);
  const { issues, refusal, busy, save } = useSaveState<DocumentUpload>(async (checked) => {
    if (!checked.file) return null;
    const refused = await onUpload({ title: checked.title.trim(), file: checked.file });
    if (!refused) {
      setUpload({ title: '', file: null });
      setAttempted(false);
    }
    return refused;
  }, uploadIssues);
  const issueText = useIssueText(issues);
  const [deleting, setDeleting] = useState<ProposalDocument | null>(null);
  const deletion = useQueuedConfirm();

  return (
    <>
      <SectionCard title={t`Documents`}>
        {documents.length === 0 && waiting.length === 0 ? (
          <Body1 as="p" className={styles.muted}>
            <Trans>No document attached yet.</Trans>
          </Body1>
        ) : (
          <ScrollRegion label={t`Documents`}>
            <Table size="small" aria-label={t`Documents`}>
              <TableHeader>
                <TableRow>
                  <TableHeaderCell>
                    <Trans>Title</Trans>
                  </TableHeaderCell>
                  <TableHeaderCell>
                    <Trans>File</Trans>
                  </TableHeaderCell>
                  <TableHeaderCell className={styles.size}>
                    <Trans>Size</Trans>
                  </TableHeaderCell>
                  <TableHeaderCell>
                    <Trans>Uploaded on</Trans>
                  </TableHeaderCell>
                  {readOnly ? null : (
                    <TableHeaderCell>
                      <Trans>Actions</Trans>
                    </TableHeaderCell>
                  )}
                </TableRow>
              </TableHeader>
              <TableBody>
                {documents.map((document) => (
                  <TableRow key={document.id}>
                    <TableCell dir="auto">{document.title}</TableCell>
                    <TableCell>
                      <StoredFileLink url={document.url} className={linkStyles.link} dir="auto">
                        {document.file_name}
                      </StoredFileLink>
                    </TableCell>
                    <TableCell className={styles.size}>{fileSize(document.size)}</TableCell>
                    <TableCell>{formatDate(document.uploaded_at)}</TableCell>
                    {readOnly ? null : (
                      <TableCell>
                        <Button appearance="subtle" size="small" icon={<DeleteRegular />} aria-label={t`Delete: ${document.title}`} onClick={() => setDeleting(document)} />
                      </TableCell>
                    )}
                  </TableRow>
                ))}
                {waiting.map((item) => (
                  <WaitingUpload key={item.key} item={item} readOnly={readOnly} />
                ))}
              </TableBody>
            </Table>
          </ScrollRegion>
        )}
      </SectionCard>
      {readOnly ? null : (
        <SectionCard title={t`Upload a document`}>
          <div className={styles.form}>
            <CellText label={t`Title`} visibleLabel value={upload.title} onChange={(title) => setUpload({ ...upload, title })} error={issueText('title', t`Title`)} />
            <AgreementFileField
              file={upload.file}
              onChange={(file) => setUpload({ ...upload, file })}
              label={t`File`}
              messageField="file"
              showMissing={attempted}
              serverMessage={issueText('file', t`File`)}
            />
            <SaveBar
              onSave={() => {
                setAttempted(true);
                void save(upload);
              }}
              problems={issues.size}
              refusal={refusal}
              busy={busy}
              icon={<ArrowUploadRegular />}
              label={<Trans>Upload</Trans>}
            />
          </div>
        </SectionCard>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={<Trans>Delete the document “{deleting?.title ?? ''}”?</Trans>}
        confirmLabel={<Trans>Delete</Trans>}
        danger
        busy={deletion.busy}
        refusal={deletion.refusal}
        onConfirm={() => {
          if (deleting) void deletion.confirm(onDelete(deleting), { onDone: () => setDeleting(null) });
        }}
        onCancel={() => {
          deletion.reset();
          setDeleting(null);
        }}
      />
    </>
  );
}
