import { afterEach, describe, expect, it, vi } from 'vitest';
import { fileNameFromDisposition } from '@/lib/download';
import { setSession } from '@/lib/session';
import { saveFile } from '@/lib/download';
import { exportRisks } from './export-risks';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setSession(null);
});

describe('the risk register export', () => {
  it('downloads the workbook with the bearer token and keeps the server’s file name', async () => {
    setSession({ token: 'secret-token', userId: 7, kind: 'staff', donorId: 1, ngoId: 0, expiresAt: Date.now() + 60_000 });
    const fetch = vi.fn(
      async () =>
        new Response('xlsx bytes', {
          headers: {
            'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            'Content-Disposition': `attachment; filename="risks-P-2026-014.xlsx"; filename*=UTF-8''${encodeURIComponent('مخاطر-P-2026-014.xlsx')}`,
          },
        }),
    );
    vi.stubGlobal('fetch', fetch);
    const { blob, fileName } = await exportRisks(14);
    expect(fileName).toBe('مخاطر-P-2026-014.xlsx');
    expect(await blob.text()).toBe('xlsx bytes');
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/DonorGrant/Proposals/14/RisksAnalysis/export');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer secret-token');
  });

  it('throws the API’s error instead of saving an error page as a workbook', async () => {
    vi.stubGlobal(
      'fetch',
      async () => new Response(JSON.stringify({ Message: 'proposal not found' }), { status: 404, headers: { 'Content-Type': 'application/json' } }),
    );
    await expect(exportRisks(99)).rejects.toMatchObject({ status: 404 });
  });

  it('saves a blob under its name through an object URL, released afterwards', () => {
    vi.useFakeTimers();
    // jsdom has no object URLs: stand-ins for the test, put back after it.
    const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    const create = vi.fn(() => 'blob:risks');
    const revoke = vi.fn();
    URL.createObjectURL = create;
    URL.revokeObjectURL = revoke;
    try {
      const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
      saveFile(new Blob(['x']), 'risks.xlsx');
      const link = click.mock.contexts[0] as HTMLAnchorElement;
      expect(link.download).toBe('risks.xlsx');
      expect(link.href).toBe('blob:risks');
      expect(document.querySelector('a[download]')).toBeNull();
      expect(revoke).not.toHaveBeenCalled();
      vi.runAllTimers();
      expect(revoke).toHaveBeenCalledWith('blob:risks');
    } finally {
      URL.createObjectURL = original.create;
      URL.revokeObjectURL = original.revoke;
      vi.useRealTimers();
    }
  });
});

describe('the file name of a download', () => {
  it('prefers the UTF-8 name, then the plain one', () => {
    expect(fileNameFromDisposition(`attachment; filename="a.xlsx"; filename*=UTF-8''b%20c.xlsx`)).toBe('b c.xlsx');
    expect(fileNameFromDisposition('attachment; filename="risks.xlsx"')).toBe('risks.xlsx');
    expect(fileNameFromDisposition('attachment; filename=risks.xlsx')).toBe('risks.xlsx');
  });

  it('has none without a header or a name', () => {
    expect(fileNameFromDisposition(null)).toBeNull();
    expect(fileNameFromDisposition('attachment')).toBeNull();
  });
});
