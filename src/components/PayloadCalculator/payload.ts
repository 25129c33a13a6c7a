// Pure arithmetic of Iridium message payloads: bytes from text or hex, the AT+SBDWB checksum,
// size limits and RockBLOCK credits. Used by the payload calculator and unit-tested on the
// worked examples in the docs.

/** RockBLOCK 9603/9602 (SBD) limits, in bytes. */
export const SBD_MO_MAX = 340;
export const SBD_MT_MAX = 270;
/** One RockBLOCK credit covers up to this many bytes of one message; an empty session costs one. */
export const SBD_CREDIT_BYTES = 50;
/** RockBLOCK 9704 (IMT) maximum message size, in bytes, each way. */
export const IMT_MAX = 100_000;

export type PayloadInput = { ok: true; bytes: Uint8Array } | { ok: false; error: string };

/** UTF-8 bytes of a text message. */
export function bytesFromText(text: string): Uint8Array {
  return new TextEncoder().encode(text);
}

/** Bytes from hex digits; spaces, colons and a 0x prefix are ignored. */
export function bytesFromHex(input: string): PayloadInput {
  const clean = input.replace(/0x/gi, '').replace(/[\s:,-]/g, '');
  if (!/^[0-9a-fA-F]*$/.test(clean)) {
    const bad = clean.match(/[^0-9a-fA-F]/)![0];
    return { ok: false, error: `"${bad}" is not a hex digit: use 0–9 and A–F only.` };
  }
  if (clean.length % 2 !== 0)
    return {
      ok: false,
      error: `Hex needs two digits per byte; you entered ${clean.length} digits.`,
    };
  const bytes = new Uint8Array(clean.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(clean.slice(i * 2, i * 2 + 2), 16);
  return { ok: true, bytes };
}

export function toHex(bytes: Uint8Array, separator = ' '): string {
  return [...bytes].map((b) => b.toString(16).padStart(2, '0').toUpperCase()).join(separator);
}

/** Printable ASCII view of bytes; other bytes show as "·". */
export function toAscii(bytes: Uint8Array): string {
  return [...bytes].map((b) => (b >= 0x20 && b <= 0x7e ? String.fromCharCode(b) : '·')).join('');
}

/** The checksum AT+SBDWB expects after the message: the low 16 bits of the byte sum, high byte first. */
export function sbdChecksum(bytes: Uint8Array): {
  value: number;
  hex: string;
  bytes: [number, number];
} {
  let sum = 0;
  for (const b of bytes) sum = (sum + b) & 0xffff;
  return {
    value: sum,
    hex: sum.toString(16).padStart(4, '0').toUpperCase(),
    bytes: [sum >> 8, sum & 0xff],
  };
}

/** RockBLOCK credits for one message: one per started 50 bytes, and at least one. */
export function sbdCredits(length: number): number {
  return Math.max(1, Math.ceil(length / SBD_CREDIT_BYTES));
}
