import { describe, expect, it } from 'vitest';
import { INSTALLMENT_REQUEST_MAX_FILES } from '#contract/project-tracking';
import { addInstallmentFiles } from './installment-files';

const pdf = (name: string, size = 100) => new File([new Uint8Array(size)], name, { type: 'application/pdf', lastModified: 1 });

describe('the files of an installment request', () => {
  it('keeps PDF, DOCX and image files and refuses other types and empty files, saying which', () => {
    const text = new File(['x'], 'notes.txt', { type: 'text/plain' });
    const empty = new File([], 'empty.pdf', { type: 'application/pdf' });
    const choice = addInstallmentFiles([], [pdf('invoice.pdf'), text, empty]);
    expect(choice.files.map((file) => file.name)).toEqual(['invoice.pdf']);
    expect(choice.refused).toEqual([
      { name: 'notes.txt', problem: 'documentType' },
      { name: 'empty.pdf', problem: 'required' },
    ]);
    expect(choice.tooMany).toBe(false);
  });

  it('refuses a file above 10 MB', () => {
    const big = pdf('scan.pdf', 10_000_001);
    expect(addInstallmentFiles([], [big]).refused).toEqual([{ name: 'scan.pdf', problem: 'documentSize' }]);
  });

  it('adds the same file only once', () => {
    const invoice = pdf('invoice.pdf');
    expect(addInstallmentFiles([invoice], [invoice]).files).toHaveLength(1);
  });

  it(`stops at ${INSTALLMENT_REQUEST_MAX_FILES} files and says that the others were left out`, () => {
    const current = Array.from({ length: INSTALLMENT_REQUEST_MAX_FILES - 1 }, (_, index) => pdf(`file-${index}.pdf`));
    const choice = addInstallmentFiles(current, [pdf('last.pdf'), pdf('one-too-many.pdf')]);
    expect(choice.files).toHaveLength(INSTALLMENT_REQUEST_MAX_FILES);
    expect(choice.files.at(-1)?.name).toBe('last.pdf');
    expect(choice.tooMany).toBe(true);
  });
});
