import { describe, expect, it } from 'vitest';
import { isPickable, linksToSend, type LibraryDocument } from './due-diligence-rules';

const today = new Date('2026-06-15T10:00:00');
const library: LibraryDocument[] = [
  { id: 1, name: 'Registration certificate', file_name: 'registration.pdf', expires_on: '2027-01-01' },
  { id: 2, name: 'Audited accounts 2024', file_name: 'audit-2024.pdf', expires_on: '2026-06-14' },
  { id: 3, name: 'Board list', file_name: 'board.pdf', expires_on: null },
];

describe('the due-diligence picker', () => {
  it('does not offer a document that expired, and offers one that expires today or has no expiry', () => {
    expect(isPickable({ expires_on: '2026-06-14' }, today)).toBe(false);
    expect(isPickable({ expires_on: '2026-06-15' }, today)).toBe(true);
    expect(isPickable({ expires_on: null }, today)).toBe(true);
  });

  it('sends only the picks of documents still in the library and not expired', () => {
    expect(linksToSend({ 10: 1, 11: 2, 12: null, 13: 99, 14: 3 }, library, today)).toEqual([
      { due_diligence_id: 10, document_id: 1 },
      { due_diligence_id: 14, document_id: 3 },
    ]);
  });
});
