// An image's width and height in pixels, for the `width` and `height` a Docusaurus site's Markdown
// image is given: read as its mdx-loader's transformImage reads them, with the image-size package
// over the file's first 512 KB (what `image-size/fromFile` reads). Each side is written only when
// known and non-zero, as transformImage does; a file image-size cannot read has no size.
import { closeSync, openSync, readSync } from 'node:fs';
import { imageSize } from 'image-size';

export interface ImageSize {
  width?: number;
  height?: number;
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
  try {
    return sizeOfBytes(head(file, 512 * 1024));
  } catch {
    return undefined;
  }
}

/** The size image-size reads from an image's bytes, or undefined (a format it does not read). */
export function sizeOfBytes(bytes: Uint8Array): ImageSize | undefined {
  let size: { width?: number; height?: number };
  try {
    size = imageSize(bytes);
  } catch {
    return undefined;
  }
  const known: ImageSize = {};
  if (size.width) known.width = size.width;
  if (size.height) known.height = size.height;
  return known.width || known.height ? known : undefined;
}
