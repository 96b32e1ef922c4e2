export type FileKind = 'pdf' | 'word' | 'spreadsheet' | 'image' | 'other';

/** What kind of file a MIME type names, for its icon and label. */
export function fileKind(mimeType: string): FileKind {
  const type = mimeType.toLowerCase();
  if (type === 'application/pdf') return 'pdf';
  if (type.startsWith('image/')) return 'image';
  if (type.includes('wordprocessingml') || type === 'application/msword' || type.includes('opendocument.text')) return 'word';
  if (type.includes('spreadsheetml') || type === 'application/vnd.ms-excel' || type === 'text/csv' || type.includes('opendocument.spreadsheet'))
    return 'spreadsheet';
  return 'other';
}

const UNITS = [
  { unit: 'gigabyte', size: 1_000_000_000 },
  { unit: 'megabyte', size: 1_000_000 },
  { unit: 'kilobyte', size: 1_000 },
] as const;

/**
 * A file size in decimal units (the 2 MB and 10 MB limits of the contract are decimal too), with en digits in
 * both languages like every figure of the portal: "1.2 MB", "1.2 ميغابايت".
 */
export function formatFileSize(bytes: number, locale: string): string {
  const numbering = `${locale}-u-nu-latn`;
  for (const { unit, size } of UNITS) {
    if (bytes >= size)
      return new Intl.NumberFormat(numbering, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 }).format(bytes / size);
  }
  return new Intl.NumberFormat(numbering, { style: 'unit', unit: 'byte', unitDisplay: 'short' }).format(bytes);
}
