import { describe, expect, it } from 'vitest';
import {
  bytesFromHex,
  bytesFromText,
  sbdChecksum,
  sbdCredits,
  toAscii,
  toHex,
  SBD_MO_MAX,
  SBD_MT_MAX,
} from '../../../src/components/PayloadCalculator/payload.js';

describe('payload arithmetic', () => {
  it('computes the AT+SBDWB checksum as the low 16 bits of the byte sum, high byte first', () => {
    // "hello": 0x68+0x65+0x6C+0x6C+0x6F = 0x0214
    expect(sbdChecksum(bytesFromText('hello'))).toEqual({
      value: 0x0214,
      hex: '0214',
      bytes: [0x02, 0x14],
    });
    // A sum above 0xFFFF keeps only its low 16 bits: 300 bytes of 0xFF = 76500 = 0x12AD4 → 0x2AD4.
    expect(sbdChecksum(new Uint8Array(300).fill(0xff)).hex).toBe('2AD4');
    expect(sbdChecksum(new Uint8Array(0)).hex).toBe('0000');
    // Worked example 2 on /iot/rockblock/user-manual/transmit-binary: 11 packed sensor bytes → 04 B6.
    const packed = bytesFromHex('00 4E 98 0F FF FF CE 18 00 7B 62');
    expect(packed.ok && sbdChecksum(packed.bytes).hex).toBe('04B6');
  });

  it('counts credits in started 50-byte units, at least one', () => {
    expect(sbdCredits(0)).toBe(1);
    expect(sbdCredits(1)).toBe(1);
    expect(sbdCredits(50)).toBe(1);
    expect(sbdCredits(51)).toBe(2);
    expect(sbdCredits(SBD_MO_MAX)).toBe(7);
    expect(sbdCredits(SBD_MT_MAX)).toBe(6);
  });

  it('reads hex with separators and rejects bad input with a clear message', () => {
    const ok = bytesFromHex('0x48 65:6C-6c 6F');
    expect(ok.ok && toAscii(ok.bytes)).toBe('Hello');
    expect(bytesFromHex('ABC')).toEqual({
      ok: false,
      error: 'Hex needs two digits per byte; you entered 3 digits.',
    });
    expect(bytesFromHex('12G4')).toEqual({
      ok: false,
      error: '"G" is not a hex digit: use 0–9 and A–F only.',
    });
  });

  it('converts both ways', () => {
    expect(toHex(bytesFromText('AT'))).toBe('41 54');
    expect(toAscii(new Uint8Array([0x41, 0x00, 0x7f]))).toBe('A··');
    expect(bytesFromText('é').length).toBe(2);
  });
});
