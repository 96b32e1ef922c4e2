import { useMutation, useQueryClient } from '@tanstack/react-query';
import { partnerPaths } from '#contract/partner';
import { DUE_DILIGENCE_UPLOAD_FIELDS, type PartnerDueDiligence } from '#contract/partner-due-diligence';
import type { DeletedResponse } from '#contract/responses';
import { api } from '@/lib/http';
import { apiUpload, type UploadProgress } from '@/lib/upload';
import { dueDiligenceKeys } from './due-diligence-keys';

/** The upload's fields as the dialog has them once its rules pass. */
export type DueDiligenceUpload = { type: number; issued_on: string; expires_on: string | null; file: File };

export function dueDiligenceUploadForm(upload: DueDiligenceUpload): FormData {
  const form = new FormData();
  form.append(DUE_DILIGENCE_UPLOAD_FIELDS.type, String(upload.type));
  form.append(DUE_DILIGENCE_UPLOAD_FIELDS.issuedOn, upload.issued_on);
  form.append(DUE_DILIGENCE_UPLOAD_FIELDS.expiresOn, upload.expires_on ?? '');
  // The file goes last: the server reads the fields before the bytes arrive.
  form.append(DUE_DILIGENCE_UPLOAD_FIELDS.file, upload.file, upload.file.name);
  return form;
}

/**
 * POST PartnerOrganisation/DueDiligence, sent at once with its progress (docs/decisions/196-due-diligence-library.md
 * says why the library's changes need a connection). A refusal is the dialog's to show (silentErrors).
 */
export function useUploadDueDiligence(onProgress: (progress: UploadProgress) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silentErrors: true },
    mutationFn: (upload: DueDiligenceUpload) =>
      apiUpload<PartnerDueDiligence>(partnerPaths.organisation.dueDiligences, {
        method: 'POST',
        multipart: dueDiligenceUploadForm(upload),
        onUploadProgress: onProgress,
      }),
    onSuccess: (added) => {
      queryClient.setQueryData<PartnerDueDiligence[]>(dueDiligenceKeys.library(), (documents) => (documents ? [...documents, added] : [added]));
      void queryClient.invalidateQueries({ queryKey: dueDiligenceKeys.library() });
    },
  });
}

/** DELETE PartnerOrganisation/DueDiligence/{id}; a document a submitted proposal holds is refused (400 related, decision 198). */
export function useDeleteDueDiligence() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silentErrors: true },
    mutationFn: (id: number) => api<DeletedResponse>(partnerPaths.organisation.dueDiligence(id), { method: 'DELETE' }),
    onSuccess: (deleted) => {
      queryClient.setQueryData<PartnerDueDiligence[]>(dueDiligenceKeys.library(), (documents) => documents?.filter((document) => document.id !== deleted.id));
      void queryClient.invalidateQueries({ queryKey: dueDiligenceKeys.library() });
    },
  });
}
