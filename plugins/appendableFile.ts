// The cache files a rebuild appends to instead of writing them whole (the doc outlines, the search
// tokens, the pre-render records: issue 37). Each is read together with what the file was then
// (size, modification time, inode); the next build appends only while the file is still that one,
// so that a file another process wrote or replaced in between is written whole instead.
import { closeSync, fstatSync, openSync, readFileSync, statSync } from 'node:fs';

/** What a file was when it was read. */
export interface FileIdentity {
  size: number;
  mtimeMs: number;
  ino: number;
}

/** The file's bytes, and what the file was as they were read (one open: nothing comes between). */
export function readWithIdentity(file: string): { bytes: Buffer; identity: FileIdentity } {
  const fd = openSync(file, 'r');
  try {
    const stat = fstatSync(fd);
    const bytes = readFileSync(fd);
    return { bytes, identity: { size: bytes.length, mtimeMs: stat.mtimeMs, ino: stat.ino } };
  } finally {
    closeSync(fd);
  }
}

/** Whether `file` is still the file read as `identity` (false when it is gone or unreadable). */
export function stillAsRead(file: string, identity: FileIdentity): boolean {
  try {
    const stat = statSync(file);
    return (
      stat.size === identity.size && stat.mtimeMs === identity.mtimeMs && stat.ino === identity.ino
    );
  } catch {
    return false;
  }
}
