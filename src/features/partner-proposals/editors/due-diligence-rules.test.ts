import { describe, expect, it } from 'vitest';
import { ATTACHED_BEFORE, currentLinks, documentsFor, isPickable, linksToSend, type LibraryDocument } from './due-diligence-rules';

const today = new Date('2026-06-15T10:00:00');
const library: LibraryDocument[] = [
  { id: 1, type_id: null, name: 'Registration certificate', file_name: 'registration.pdf', expires_on: '2027-01-01' },
  { id: 2, type_id: null, name: 'Audited accounts 2024', file_name: 'audit-2024.pdf', expires_on: '2026-06-14' },
  { id: 3, type_id: null, name: 'Board list', file_name: 'board.pdf', expires_on: null },
  { id: 4, type_id: 20, name: 'Tax certificate', file_name: 'tax.pdf', expires_on: null },
];
const names = { 10: 'Registration certificate', 11: 'Audit', 12: 'Audit', 13: 'Audit', 14: 'Audit', 15: 'Board list', 20: ' tax  certificate' };

describe('the due-diligence picker', () => {
  it('does not offer a document that expired, and offers one that expires today or has no expiry', () => {
    expect(isPickable({ expires_on: '2026-06-14' }, today)).toBe(false);
    expect(isPickable({ expires_on: '2026-06-15' }, today)).toBe(true);
    expect(isPickable({ expires_on: null }, today)).toBe(true);
  });

  it('reads the current picks, a paper attached before the library included', () => {
    expect(
      currentLinks([
        { due_diligence_id: 10, document: { id: 1 } },
        { due_diligence_id: 11, document: { id: null } },
        { due_diligence_id: 12, document: null },
      ]),
    ).toEqual({ 10: 1, 11: ATTACHED_BEFORE, 12: null });
  });

  it('offers for a due diligence the documents of a type of its name (case and spaces aside) and those without a type', () => {
    expect(documentsFor(library, 'TAX CERTIFICATE ').map((document) => document.id)).toEqual([1, 2, 3, 4]);
    expect(documentsFor(library, 'Registration certificate').map((document) => document.id)).toEqual([1, 2, 3]);
  });

  it('does not send a pick of a document of another type', () => {
    expect(linksToSend({ 10: 4, 20: 4 }, { 10: null, 20: null }, library, today, { 10: 'Registration certificate', 20: 'Tax certificate' })).toEqual([{ due_diligence_id: 20, document_id: 4 }]);
  });

  it('sends the picks that changed, null detaching, and never an expired or unknown document', () => {
    const initial = { 10: 1, 11: ATTACHED_BEFORE, 12: null, 13: null, 14: 3, 15: null } as const;
    expect(linksToSend({ 10: 1, 11: ATTACHED_BEFORE, 12: 2, 13: 99, 14: null, 15: 3 }, initial, library, today, names)).toEqual([
      { due_diligence_id: 14, document_id: null },
      { due_diligence_id: 15, document_id: 3 },
    ]);
  });
});
