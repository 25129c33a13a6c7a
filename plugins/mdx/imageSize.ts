// An image's width and height in pixels from its file's header, for the `width` and `height` a
// Docusaurus site's Markdown image is given (its mdx-loader's transformImage reads them with the
// image-size package): PNG, GIF, JPEG, WebP, BMP, ICO (its first image) and SVG (its root's
// `width` and `height`, else its `viewBox`, one given side scaled by the viewBox's ratio, lengths
// in image-size's units). Any other format image-size reads (AVIF, TIFF, PSD…), or a file it
// cannot read, has no size here (undefined): the image is drawn without the attributes.
import { closeSync, openSync, readSync } from 'node:fs';

export interface ImageSize {
  width: number;
  height: number;
}

/** The first `length` bytes of a file (fewer when it is shorter). */
function head(file: string, length: number): Buffer {
  const fd = openSync(file, 'r');
  try {
    const buffer = Buffer.alloc(length);
    const read = readSync(fd, buffer, 0, length, 0);
    return buffer.subarray(0, read);
  } finally {
    closeSync(fd);
  }
}

/** The size of the image in `file`, or undefined (unknown format, unreadable, or no size). */
export function imageSizeOf(file: string): ImageSize | undefined {
  let bytes: Buffer;
  try {
    bytes = head(file, 512 * 1024);
  } catch {
    return undefined;
  }
  const size = sizeOfBytes(bytes);
  return size && size.width > 0 && size.height > 0 ? size : undefined;
}

export function sizeOfBytes(b: Buffer): ImageSize | undefined {
  if (b.length >= 24 && b.readUInt32BE(0) === 0x89504e47 && b.toString('ascii', 12, 16) === 'IHDR')
    return { width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
  if (b.length >= 10 && /^GIF8[79]a$/.test(b.toString('ascii', 0, 6)))
    return { width: b.readUInt16LE(6), height: b.readUInt16LE(8) };
  if (b.length >= 4 && b[0] === 0xff && b[1] === 0xd8) return jpegSize(b);
  if (
    b.length >= 30 &&
    b.toString('ascii', 0, 4) === 'RIFF' &&
    b.toString('ascii', 8, 12) === 'WEBP'
  )
    return webpSize(b);
  if (b.length >= 26 && b.toString('ascii', 0, 2) === 'BM')
    return { width: b.readInt32LE(18), height: Math.abs(b.readInt32LE(22)) };
  if (b.length >= 8 && b.readUInt16LE(0) === 0 && b.readUInt16LE(2) === 1 && b.readUInt16LE(4) > 0)
    return { width: b[6] || 256, height: b[7] || 256 };
  return svgSize(b.toString('utf8'));
}

function jpegSize(b: Buffer): ImageSize | undefined {
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return undefined;
    const marker = b[i + 1]!;
    if (marker === 0xff) {
      i++;
      continue;
    }
    const length = b.readUInt16BE(i + 2);
    // Start of frame (baseline, progressive…; not DHT 0xc4, JPG 0xc8, DAC 0xcc).
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc)
      return { height: b.readUInt16BE(i + 5), width: b.readUInt16BE(i + 7) };
    i += 2 + length;
  }
  return undefined;
}

function webpSize(b: Buffer): ImageSize | undefined {
  const chunk = b.toString('ascii', 12, 16);
  if (chunk === 'VP8X') return { width: 1 + b.readUIntLE(24, 3), height: 1 + b.readUIntLE(27, 3) };
  if (chunk === 'VP8 ')
    return { width: b.readUInt16LE(26) & 0x3fff, height: b.readUInt16LE(28) & 0x3fff };
  if (chunk === 'VP8L' && b[20] === 0x2f) {
    const bits = b.readUInt32LE(21);
    return { width: 1 + (bits & 0x3fff), height: 1 + ((bits >>> 14) & 0x3fff) };
  }
  return undefined;
}

// SVG lengths' units in pixels, as image-size reads them (its `pc` is 1/12 of a `pt`).
const UNITS: Record<string, number> = {
  in: 96,
  cm: 96 / 2.54,
  em: 16,
  ex: 8,
  m: (96 / 2.54) * 100,
  mm: 96 / 2.54 / 10,
  pc: 96 / 72 / 12,
  pt: 96 / 72,
  px: 1,
};
const LENGTH = new RegExp(`^([0-9.]+(?:e\\d+)?)(${Object.keys(UNITS).join('|')})?$`);

const svgLength = (value: string | undefined): number | undefined => {
  const m = value === undefined ? null : LENGTH.exec(value);
  return m ? Math.round(Number(m[1]) * (UNITS[m[2] ?? ''] ?? 1)) : undefined;
};

function svgSize(text: string): ImageSize | undefined {
  if (!/<svg\s/.test(text.slice(0, 1000))) return undefined;
  const root = /<svg\s(?:[^>"']|"[^"]*"|'[^']*')*>/.exec(text)?.[0];
  if (!root) return undefined;
  const width = svgLength(/\swidth=(['"])([^%]+?)\1/.exec(root)?.[2]);
  const height = svgLength(/\sheight=(['"])([^%]+?)\1/.exec(root)?.[2]);
  if (width && height) return { width, height };
  const box = /\sviewBox=(['"])(.+?)\1/i.exec(root)?.[2]?.split(' ');
  if (!box) return undefined;
  const boxWidth = svgLength(box[2]);
  const boxHeight = svgLength(box[3]);
  if (boxWidth === undefined || boxHeight === undefined) return undefined;
  const ratio = boxWidth / boxHeight;
  if (width) return { width, height: Math.floor(width / ratio) };
  if (height) return { width: Math.floor(height * ratio), height };
  return { width: boxWidth, height: boxHeight };
}
