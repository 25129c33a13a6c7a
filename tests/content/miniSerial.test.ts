// The RockREMOTE Mini's AT command reference (issue 36): every message command has a row in the
// reference table, and the CRC the page tells hosts to compute is the one its check value names.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const page = readFileSync(
  join(import.meta.dirname, '../../docs/iot/rockremote-mini/overview/serial-interface.md'),
  'utf8',
);

/** The Mini's message commands: writing, following and reading messages, and the queues. */
const COMMANDS = [
  'IMTWT',
  'IMTWJ',
  'IMTWB',
  'IMTWU',
  'IMTMOS',
  'IMTQ',
  'IMTT',
  'IMTMTS',
  'IMTRB',
  'IMTRT',
  'IMTA',
];

/** CRC-16/XMODEM: polynomial 0x1021, initial value 0, no reflection, no final XOR. */
export function crc16Xmodem(data: Uint8Array): number {
  let crc = 0;
  for (const byte of data) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc;
}

describe('crc16Xmodem', () => {
  it('gives the standard check value and changes with the data', () => {
    expect(crc16Xmodem(new TextEncoder().encode('123456789'))).toBe(0x31c3);
    expect(crc16Xmodem(new Uint8Array([]))).toBe(0);
    expect(crc16Xmodem(new TextEncoder().encode('123456780'))).not.toBe(0x31c3);
  });
});

describe('Mini serial interface page', () => {
  it('has a reference row for every message command', () => {
    const rows = page.split('\n').filter((line) => line.startsWith('| `AT+'));
    const missing = COMMANDS.filter(
      (cmd) => !rows.some((row) => new RegExp(`^\\| \`AT\\+${cmd}[=\`]`).test(row)),
    );
    expect(missing).toEqual([]);
  });

  it('states the CRC check value that CRC-16/XMODEM gives', () => {
    const stated = page.match(/check value of the ASCII string `123456789` is `0x([0-9A-F]{4})`/);
    expect(stated).not.toBeNull();
    expect(parseInt(stated?.[1] ?? '', 16)).toBe(
      crc16Xmodem(new TextEncoder().encode('123456789')),
    );
    expect(page).toMatch(/polynomial `0x1021`, initial value `0`/);
  });
});
