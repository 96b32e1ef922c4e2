import { deflateSync, crc32 } from 'node:zlib';
import type { Kysely } from 'kysely';
import type { FileStorage } from '../../platform/file-storage';
import { storeImage } from '../../platform/images';
import type { Database } from '../schema';

/**
 * Small real files for the demo's documents: one-page PDFs that any viewer opens and PNG pictures, written under
 * the same unguessable names as uploads. A store writes each distinct document once and hands the same stored
 * name to every row that shows it, so seeding dozens of proposals writes a few dozen files, not hundreds.
 */

export type StoredDemoFile = { stored_name: string; mime_type: string; size: number };

export type DemoPdf = { title: string; subtitle?: string; lines: string[] };

/** PDF's standard fonts cover Latin text only, so anything else (Arabic, typographic dashes) is spelled out or dropped. */
function latinOnly(text: string): string {
  return text
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/\s{2,}/g, ' ')
    .trim();
}

function pdfString(text: string): string {
  return `(${latinOnly(text).replace(/([\\()])/g, '\\$1')})`;
}

const LINE_CHARACTERS = 88;

/** Breaks text into lines that fit the page at 11 pt (the standard fonts have no line breaking of their own). */
function wrapped(text: string): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of latinOnly(text).split(' ')) {
    if (current && current.length + word.length + 1 > LINE_CHARACTERS) {
      lines.push(current);
      current = word;
    } else {
      current = current ? `${current} ${word}` : word;
    }
  }
  return [...lines, current];
}

function pageContent(document: DemoPdf): string {
  const body = [
    'BT /F1 18 Tf 56 780 Td',
    `${pdfString(document.title)} Tj`,
    'ET',
    ...(document.subtitle ? ['BT /F2 11 Tf 56 758 Td', `${pdfString(document.subtitle)} Tj`, 'ET'] : []),
    '0.11 0.31 0.85 RG 1.5 w 56 742 m 539 742 l S',
    'BT /F2 11 Tf 15 TL 56 716 Td',
    ...document.lines.flatMap(wrapped).map((line) => `${pdfString(line)} Tj T*`),
    'ET',
  ];
  return body.join('\n');
}

/** A one-page A4 PDF 1.4 with a title, a subtitle and lines of text, and a correct cross-reference table. */
export function onePagePdf(document: DemoPdf): Buffer {
  const content = pageContent(document);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    `<< /Title ${pdfString(document.title)} /Producer (Donor portal demo data) >>`,
  ];
  let pdf = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefAt = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 7 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, checksum]);
}

type Rgb = readonly [number, number, number];

/** A PNG (8-bit RGB) of the given size, each pixel coloured by `paint`. */
export function pngImage(width: number, height: number, paint: (x: number, y: number) => Rgb): Buffer {
  const row = width * 3 + 1;
  const raw = Buffer.alloc(row * height);
  for (let y = 0; y < height; y++) {
    raw[y * row] = 0;
    for (let x = 0; x < width; x++) {
      const [red, green, blue] = paint(x, y);
      const at = y * row + 1 + x * 3;
      raw[at] = red;
      raw[at + 1] = green;
      raw[at + 2] = blue;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(raw)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const LAND: Rgb = [0xe8, 0xe2, 0xc8];
const RIVER: Rgb = [0x5b, 0x9b, 0xd5];
const ROAD: Rgb = [0xa0, 0xa0, 0xa0];
const SITE: Rgb = [0xc0, 0x39, 0x2b];
const FIELD: Rgb = [0x9c, 0xc6, 0x8a];

const SITES = [
  [70, 40],
  [150, 95],
  [210, 50],
] as const;

function drawSiteMap(): Buffer {
  const riverAt = Array.from({ length: 240 }, (_, x) => 70 + 25 * Math.sin(x / 30));
  return pngImage(240, 140, (x, y) => {
    if (SITES.some(([sx, sy]) => (x - sx) ** 2 + (y - sy) ** 2 < 36)) return SITE;
    if (Math.abs(y - (riverAt[x] ?? 0)) < 5) return RIVER;
    if (Math.abs(x - 120) < 2 || Math.abs(y - 30) < 2) return ROAD;
    return (Math.floor(x / 40) + Math.floor(y / 35)) % 3 === 0 ? FIELD : LAND;
  });
}

let siteMap: Buffer | null = null;

/** A sketch map of project sites: fields, a river, two roads and the sites marked in red. Drawn once per process. */
export function siteMapPng(): Buffer {
  siteMap ??= drawSiteMap();
  return siteMap;
}

/**
 * Writes each distinct demo document once per store, under a stored name shared by every row that shows it, through
 * the app's own file storage (the data folder, or the database in the seed's transaction).
 */
export class DemoFileStore {
  private readonly written = new Map<string, Promise<StoredDemoFile>>();

  constructor(
    private readonly files: FileStorage,
    private readonly db: Kysely<Database>,
  ) {}

  pdf(key: string, document: DemoPdf): Promise<StoredDemoFile> {
    return this.once(key, () => onePagePdf(document), 'application/pdf', 'pdf');
  }

  png(key: string, draw: () => Buffer): Promise<StoredDemoFile> {
    return this.once(key, draw, 'image/png', 'png');
  }

  private once(key: string, bytesOf: () => Buffer, mimeType: string, extension: string): Promise<StoredDemoFile> {
    let stored = this.written.get(key);
    if (!stored) {
      const bytes = bytesOf();
      stored = storeImage(this.files, this.db, { bytes, mimeType, extension }).then((name) => ({ stored_name: name, mime_type: mimeType, size: bytes.length }));
      this.written.set(key, stored);
    }
    return stored;
  }
}
