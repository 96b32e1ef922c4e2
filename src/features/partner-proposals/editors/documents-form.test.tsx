import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/ui/list/render-with-providers';
import { DocumentsForm, uploadIssues } from './documents-form';

const pdf = new File(['%PDF-1.4'], 'plan.pdf', { type: 'application/pdf' });

describe('the documents editor', () => {
  it('asks for a title and a file of an accepted type and size', () => {
    expect([...uploadIssues({ title: ' ', file: null }).keys()]).toEqual(['title', 'file']);
    expect(uploadIssues({ title: 'Plan', file: new File(['x'], 'run.exe', { type: 'application/x-msdownload' }) }).get('file')).toContain('documentType');
    expect(uploadIssues({ title: 'Plan', file: pdf }).size).toBe(0);
  });

  it('uploads a titled file and lists an upload still waiting to be sent', async () => {
    const onUpload = vi.fn().mockResolvedValue(null);
    const { container } = renderWithProviders(
      <DocumentsForm documents={[]} waiting={[{ key: 'k', title: 'Budget notes', fileName: 'notes.pdf' }]} readOnly={false} onUpload={onUpload} onDelete={vi.fn()} />,
    );
    expect(screen.getByText('Waiting to be sent')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), { target: { value: 'Work plan ' } });
    fireEvent.change(container.querySelector('input[type="file"]') as HTMLInputElement, { target: { files: [pdf] } });
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(onUpload).toHaveBeenCalledTimes(1));
    expect(onUpload.mock.calls[0]?.[0]).toMatchObject({ title: 'Work plan' });
  });

  it('offers no upload and no delete when read-only', () => {
    renderWithProviders(
      <DocumentsForm
        documents={[{ id: 1, title: 'Plan', file_name: 'plan.pdf', url: '/api/files/plan.pdf', mime_type: 'application/pdf', size: 2_400_000, uploaded_at: '2026-05-01T10:00:00Z' }]}
        waiting={[]}
        readOnly
        onUpload={vi.fn()}
        onDelete={vi.fn()}
      />,
    );
    expect(screen.getByRole('link', { name: 'plan.pdf' })).toBeTruthy();
    expect(screen.getByText('2.4 MB')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Upload' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete: Plan' })).toBeNull();
  });
});
