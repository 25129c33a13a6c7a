// Identifier checks for the activation helper: IMEIs (Luhn check digit) and Core serial numbers.
// Pure functions, no DOM: imported by the page and by the unit tests.

export type IdentifierResult<K extends string> =
  ({ ok: true } & Record<K, string>) | { ok: false; message: string };
export type ImeiResult = IdentifierResult<'imei'>;
export type SerialResult = IdentifierResult<'serial'>;

/** Spaces and hyphens are accepted as separators ("300234 010753 370" or "30-0234-..."). */
function compact(input: string): string {
  return input.replace(/[\s-]+/g, '');
}

function describeNonDigits(value: string): string {
  const bad = [...new Set(value.replace(/\d/g, '').split(''))];
  const shown = bad.slice(0, 3).map((c) => `“${c}”`);
  const list =
    shown.length > 1 ? `${shown.slice(0, -1).join(', ')} and ${shown[shown.length - 1]}` : shown[0];
  return `${list}${bad.length > 3 ? ' and other characters' : ''}`;
}

/**
 * Luhn check digit for the first 14 digits of an IMEI. Starting from the rightmost of the 14,
 * every second digit is doubled (digits of the product summed); the check digit brings the
 * total up to a multiple of 10.
 */
export function luhnCheckDigit(first14: string): number {
  if (!/^\d{14}$/.test(first14))
    throw new Error(`luhnCheckDigit needs exactly 14 digits, got "${first14}"`);
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    let d = first14.charCodeAt(i) - 48;
    // Positions 2, 4, … 14 from the left are doubled: they are the 1st, 3rd, … from the right.
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

/**
 * Checks a typed IMEI: 15 digits whose last digit is the Luhn check digit of the first 14.
 *
 * Iridium modems report their IMEI the way it is sent to the network, with a 0 in place of the
 * check digit (for example 300434065264590 and 300234010753370 in Ground Control's own
 * examples). That form is accepted too, or the helper would turn away most real devices; a
 * last digit that is neither 0 nor the check digit is reported as a typing mistake.
 */
export function validateImei(input: string): ImeiResult {
  const value = compact(input);
  if (value === '') return { ok: false, message: 'Enter the IMEI: 15 digits.' };
  if (!/^\d+$/.test(value))
    return {
      ok: false,
      message: `An IMEI contains digits only; remove ${describeNonDigits(value)}.`,
    };
  if (value.length !== 15)
    return { ok: false, message: `An IMEI has 15 digits; you entered ${value.length}.` };
  const expected = luhnCheckDigit(value.slice(0, 14));
  const last = value.charCodeAt(14) - 48;
  if (last !== expected && last !== 0) {
    return {
      ok: false,
      message: `This IMEI's check digit is wrong: check for a typing mistake (the last digit should be ${expected}).`,
    };
  }
  return { ok: true, imei: value };
}

/** Core's API takes a tracker serial as a 32-bit integer (e.g. 50075, 100039). */
const MAX_SERIAL = 2_147_483_647;

/** Checks a tracker serial number as used by Core: digits only, within a 32-bit integer. */
export function validateSerial(input: string): SerialResult {
  const value = compact(input);
  if (value === '') return { ok: false, message: 'Enter the serial number.' };
  if (!/^\d+$/.test(value))
    return {
      ok: false,
      message: `A serial number contains digits only; remove ${describeNonDigits(value)}.`,
    };
  if (value.length === 15)
    return {
      ok: false,
      message: 'That looks like an IMEI (15 digits). Enter the serial number instead.',
    };
  if (value.length > 10)
    return {
      ok: false,
      message: `A serial number has at most 10 digits; you entered ${value.length}.`,
    };
  if (Number(value) > MAX_SERIAL)
    return {
      ok: false,
      message: 'That number is too large for a serial number: check for a typing mistake.',
    };
  const serial = String(Number(value));
  if (serial === '0') return { ok: false, message: 'A serial number cannot be 0.' };
  return { ok: true, serial };
}
