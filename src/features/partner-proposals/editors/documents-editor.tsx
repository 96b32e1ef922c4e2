import { useMemo } from 'react';
import { usePendingRecords, type OutboxRecord } from '@/offline/outbox';
import { queueDocumentDelete, queueDocumentUpload, uploadDocumentAction, usePartnerDocuments, type DocumentUploadPayload } from '../api/document-actions';
import { PARTNER_PROPOSAL_ENTITY } from '../api/partner-proposal-cache';
import { DocumentsForm } from './documents-form';
import { useOutboxSave } from './editor-save';
import type { EditorProps } from './editor-props';

function isUpload(record: OutboxRecord): record is OutboxRecord<DocumentUploadPayload> {
  return record.type === uploadDocumentAction.type;
}

/** The documents page: upload (multipart, through the outbox: an upload written offline is sent later), open, delete. */
export function DocumentsEditor({ proposal, readOnly }: EditorProps) {
  const documents = usePartnerDocuments(proposal.id);
  const pending = usePendingRecords(PARTNER_PROPOSAL_ENTITY, proposal.id);
  const waiting = useMemo(
    () => pending.filter(isUpload).map((record) => ({ key: record.key, title: record.payload.title, fileName: record.payload.fileName })),
    [pending],
  );
  const upload = useOutboxSave(({ title, file }: { title: string; file: File }) => queueDocumentUpload(proposal, title, file));
  return (
    <DocumentsForm
      documents={documents}
      waiting={waiting}
      readOnly={readOnly}
      onUpload={upload}
      onDelete={(document) => queueDocumentDelete(proposal, document)}
    />
  );
}
