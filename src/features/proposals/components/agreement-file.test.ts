import { describe, expect, it } from 'vitest';
import { agreementFileProblem } from '#contract/proposals';
import { formatFileSize } from '@/lib/files';
import { withDocumentType } from './agreement-file';

describe('agreement file', () => {
  it('reads a Word document’s type from its name when the system gave none, so the contract’s rule accepts it', () => {
    const untyped = new File(['PK'], 'Agreement.DOCX');
    expect(agreementFileProblem(untyped)).toBe('documentType');
    const typed = withDocumentType(untyped);
    expect(typed.type).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(typed.name).toBe('Agreement.DOCX');
    expect(agreementFileProblem(typed)).toBeNull();
  });

  it('leaves a typed file, and an unknown kind, as they are', () => {
    const pdf = new File(['%PDF-'], 'agreement.pdf', { type: 'application/pdf' });
    expect(withDocumentType(pdf)).toBe(pdf);
    const text = new File(['hello'], 'notes.txt');
    expect(agreementFileProblem(withDocumentType(text))).toBe('documentType');
  });

  it('writes sizes in decimal units with Latin digits in both languages', () => {
    expect(formatFileSize(2_400_000, 'en')).toBe('2.4 MB');
    expect(formatFileSize(10_000_000, 'en')).toBe('10 MB');
    expect(formatFileSize(35_500, 'en')).toBe('35.5 kB');
    expect(formatFileSize(900, 'en')).toBe('900 byte');
    expect(formatFileSize(2_400_000, 'ar')).toMatch(/^2\.4 /);
  });
});
