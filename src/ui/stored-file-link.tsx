import { useMutation } from '@tanstack/react-query';
import type { MouseEvent, ReactNode } from 'react';
import type { FileDisposition } from '#contract/files';
import { apiHref, openBlankTab, openStoredFile } from '@/lib/stored-files';

type OpenEvent = MouseEvent<HTMLElement>;

/**
 * Click handlers that open or save a private file through a short-lived signed address asked for first, so no token
 * ever sits in an address (docs/decisions/156-private-files-and-signed-addresses.md). A middle click opens it too.
 * Failures go to the app's one error handler, as every mutation's do.
 */
export function useStoredFileOpener(url: string) {
  const open = useMutation({
    mutationFn: ({ disposition, tab }: { disposition: FileDisposition; tab: Window | null }) => openStoredFile(url, disposition, tab),
  });
  const handler = (disposition: FileDisposition) => (event: OpenEvent) => {
    if (event.type === 'auxclick' && event.button !== 1) return;
    event.preventDefault();
    open.mutate({ disposition, tab: disposition === 'inline' ? openBlankTab() : null });
  };
  return { href: apiHref(url), handler, isPending: open.isPending };
}

type StoredFileLinkProps = {
  /** The file's URL as the API gives it (`/api/files/{name}`). */
  url: string;
  /** `attachment` saves the file under its own name instead of opening it in a new tab. */
  disposition?: FileDisposition;
  className?: string | undefined;
  dir?: 'auto' | 'ltr' | 'rtl';
  'aria-label'?: string;
  children: ReactNode;
};

/** A link to a private file, opened in a new tab (or saved) through a signed address. */
export function StoredFileLink({ url, disposition = 'inline', className, dir, children, ...rest }: StoredFileLinkProps) {
  const opener = useStoredFileOpener(url);
  const onOpen = opener.handler(disposition);
  return (
    <a
      href={opener.href}
      target="_blank"
      rel="noopener noreferrer"
      className={className}
      dir={dir}
      aria-label={rest['aria-label']}
      aria-busy={opener.isPending || undefined}
      onClick={onOpen}
      onAuxClick={onOpen}
    >
      {children}
    </a>
  );
}
