import { fitsDueDiligence } from '#contract/partner-due-diligence';
import { expiryState } from '@/features/proposals';
import type { LibraryDocument } from '../api/library-document';

export type { LibraryDocument };

/** An expired document cannot prove eligibility: it is listed, flagged, and not offered. */
export function isPickable(document: Pick<LibraryDocument, 'expires_on'>, today: Date): boolean {
  return expiryState(document.expires_on, today) !== 'expired';
}

/**
 * The library documents offered for a required due diligence (by its name): those of a type of that name, and those
 * without a type. A typed document's name is its type's (decision 196).
 */
export function documentsFor<Document extends Pick<LibraryDocument, 'type_id' | 'name'>>(library: readonly Document[], requiredName: string): Document[] {
  return library.filter((document) => fitsDueDiligence(document.type_id === null ? null : document.name, requiredName));
}

/**
 * What answers each required due diligence: a library document's id, null for none, or `ATTACHED_BEFORE` for a paper
 * attached before the organisation kept a library (the demo's older proposals), which still counts.
 */
export const ATTACHED_BEFORE = 'attached-before';
export type DueDiligencePick = number | null | typeof ATTACHED_BEFORE;
export type DueDiligenceLinks = Record<number, DueDiligencePick>;

export type DueDiligenceLink = { due_diligence_id: number; document_id: number | null };

/** The picks as the proposal has them now. */
export function currentLinks(required: readonly { due_diligence_id: number; document: { id: number | null } | null }[]): DueDiligenceLinks {
  return Object.fromEntries(required.map((item) => [item.due_diligence_id, item.document ? (item.document.id ?? ATTACHED_BEFORE) : null]));
}

/**
 * The links as they are sent (PUT …/DueDiligence keeps what a due diligence not listed has): only the picks that
 * changed, null detaching; a pick of a document that has expired, left the library or is of another type is not
 * sent, so the server is never asked to attach what it would refuse.
 */
export function linksToSend(
  links: DueDiligenceLinks,
  initial: DueDiligenceLinks,
  library: readonly LibraryDocument[],
  today: Date,
  /** The required due diligences' names, by id. */
  names: Readonly<Record<number, string>>,
): DueDiligenceLink[] {
  const pickable = library.filter((document) => isPickable(document, today));
  return Object.entries(links).flatMap(([key, pick]): DueDiligenceLink[] => {
    const dueDiligenceId = Number(key);
    if (pick === initial[dueDiligenceId] || pick === ATTACHED_BEFORE) return [];
    if (pick === null) return [{ due_diligence_id: dueDiligenceId, document_id: null }];
    const usable = documentsFor(pickable, names[dueDiligenceId] ?? '').some((document) => document.id === pick);
    return usable ? [{ due_diligence_id: dueDiligenceId, document_id: pick }] : [];
  });
}
