/**
 * Content-Disposition with a file name: an ASCII name for old clients and the exact one (RFC 5987, e.g. an Arabic
 * name) for the rest. `inline` opens in the browser's own viewer, `attachment` saves.
 */
export function contentDisposition(type: 'inline' | 'attachment', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  // RFC 5987 leaves ' ( ) * out of the characters allowed unencoded; encodeURIComponent does not encode them.
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
