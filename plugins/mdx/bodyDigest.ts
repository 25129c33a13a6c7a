// What a doc's compile key takes of its body (compileDoc.ts): a digest, which a doc not read in a
// rebuild has from its record (plugins/docs/docRecords.ts) in place of its text.
import { createHash } from 'node:crypto';

export function bodyDigest(body: string): string {
  return createHash('sha1').update(body).digest('hex');
}
