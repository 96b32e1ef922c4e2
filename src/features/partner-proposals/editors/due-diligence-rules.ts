import { expiryState } from '@/features/proposal-pages';
import type { LibraryDocument } from '../api/library-document';

export type { LibraryDocument };

/** An expired document cannot prove eligibility: it is listed, flagged, and not offered. */
export function isPickable(document: Pick<LibraryDocument, 'expires_on'>, today: Date): boolean {
  return expiryState(document.expires_on, today) !== 'expired';
}

/** Which library document answers each required due diligence: its id, or null while none is picked. */
export type DueDiligenceLinks = Record<number, number | null>;

/**
 * The links as they will be sent: a pick of a document that has expired (since it was picked) or left the library
 * is dropped, so the server is never asked to attach what it would refuse.
 */
export function linksToSend(links: DueDiligenceLinks, library: readonly LibraryDocument[], today: Date): Array<{ due_diligence_id: number; document_id: number }> {
  const usable = new Set(library.filter((document) => isPickable(document, today)).map((document) => document.id));
  return Object.entries(links).flatMap(([dueDiligenceId, documentId]) =>
    documentId !== null && usable.has(documentId) ? [{ due_diligence_id: Number(dueDiligenceId), document_id: documentId }] : [],
  );
}
