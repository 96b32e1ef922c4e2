#!/usr/bin/env node
// Draws the app icon (a white coin ring around a leaf on the primary blue) and writes the PNGs that the web
// app manifest lists, plus public/favicon.svg. Run once after a design change: `node scripts/make-icons.mjs`.
// No image library: the shapes are signed-distance tests, supersampled 4x4 for smooth edges.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const iconsDir = join(root, 'public', 'icons');

const BLUE = [0x1d, 0x4e, 0xd8];
const WHITE = [0xff, 0xff, 0xff];

/** Colour at a point of the unit square [-1, 1]², or null where the icon is transparent. */
function shade(u, v, { maskable }) {
  const cornerRadius = maskable ? 0 : 0.44;
  const inner = 1 - cornerRadius;
  const qx = Math.max(Math.abs(u) - inner, 0);
  const qy = Math.max(Math.abs(v) - inner, 0);
  if (Math.hypot(qx, qy) > cornerRadius) return null;

  // A maskable icon keeps its mark inside the 80% safe zone, so it is drawn smaller.
  const s = maskable ? 0.7 : 1;
  const r = Math.hypot(u, v);
  const ringOuter = 0.66 * s;
  const ringInner = 0.55 * s;
  if (r <= ringOuter && r >= ringInner) return WHITE;

  // The leaf: a lens (two overlapping discs) rising at 45 degrees, with a vein and a short stem.
  const x = (u - v) / Math.SQRT2;
  const y = (u + v) / Math.SQRT2;
  const discRadius = 0.56 * s;
  const offset = 0.3 * s;
  const inLeaf = Math.hypot(x, y - offset) <= discRadius && Math.hypot(x, y + offset) <= discRadius;
  if (inLeaf) {
    const onVein = Math.abs(y) <= 0.022 * s && x >= -0.4 * s && x <= 0.3 * s;
    return onVein ? BLUE : WHITE;
  }
  const onStem = Math.abs(y) <= 0.03 * s && x >= -0.54 * s && x < 0;
  return onStem ? WHITE : BLUE;
}

function render(size, options) {
  const samples = 4;
  const rowLength = size * 4 + 1;
  const raw = Buffer.alloc(rowLength * size);
  for (let py = 0; py < size; py++) {
    raw[py * rowLength] = 0; // filter: none
    for (let px = 0; px < size; px++) {
      let red = 0;
      let green = 0;
      let blue = 0;
      let alpha = 0;
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const u = ((px + (sx + 0.5) / samples) / size) * 2 - 1;
          const v = ((py + (sy + 0.5) / samples) / size) * 2 - 1;
          const colour = shade(u, v, options);
          if (!colour) continue;
          red += colour[0];
          green += colour[1];
          blue += colour[2];
          alpha += 1;
        }
      }
      const offset = py * rowLength + 1 + px * 4;
      const count = samples * samples;
      raw[offset] = alpha ? Math.round(red / alpha) : 0;
      raw[offset + 1] = alpha ? Math.round(green / alpha) : 0;
      raw[offset + 2] = alpha ? Math.round(blue / alpha) : 0;
      raw[offset + 3] = Math.round((alpha / count) * 255);
    }
  }
  return encodePng(size, size, raw);
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buffer) {
  let c = 0xffffffff;
  for (const byte of buffer) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function encodePng(width, height, raw) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // colour type RGBA
  header[10] = 0;
  header[11] = 0;
  header[12] = 0;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const favicon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-1 -1 2 2" width="64" height="64">
  <title>Donor Portal</title>
  <rect x="-1" y="-1" width="2" height="2" rx="0.44" fill="#1d4ed8"/>
  <circle r="0.605" fill="none" stroke="#fff" stroke-width="0.11"/>
  <g transform="rotate(-45)">
    <rect x="-0.54" y="-0.03" width="0.2" height="0.06" fill="#fff"/>
    <path d="M -0.473 0 A 0.56 0.56 0 0 1 0.473 0 A 0.56 0.56 0 0 1 -0.473 0 Z" fill="#fff"/>
    <rect x="-0.4" y="-0.022" width="0.7" height="0.044" fill="#1d4ed8"/>
  </g>
</svg>
`;

mkdirSync(iconsDir, { recursive: true });
const outputs = [
  ['icon-192.png', render(192, { maskable: false })],
  ['icon-512.png', render(512, { maskable: false })],
  ['icon-512-maskable.png', render(512, { maskable: true })],
];
for (const [name, png] of outputs) {
  writeFileSync(join(iconsDir, name), png);
  console.log(`wrote public/icons/${name} (${png.length} bytes)`);
}
writeFileSync(join(root, 'public', 'favicon.svg'), favicon);
console.log('wrote public/favicon.svg');
