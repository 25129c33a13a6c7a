// MD4 (RFC 1320): the hash webpack's loader-utils gives `[hash]` in a file name by default, which
// Node's OpenSSL 3 no longer provides. plugin-ideal-image's files are named with it
// (`[name].[hash:hex:7].[width].[ext]`), so the same image gets the name Docusaurus gives it.

const rotl = (x: number, n: number) => (x << n) | (x >>> (32 - n));

/** The MD4 digest of `data`, in hex. */
export function md4Hex(data: Uint8Array): string {
  const bitLength = data.length * 8;
  // The message, a 0x80 byte, zeros to 56 mod 64, then its length in bits (64-bit little-endian).
  const padded = new Uint8Array((((data.length + 8) >> 6) + 1) * 64);
  padded.set(data);
  padded[data.length] = 0x80;
  const view = new DataView(padded.buffer);
  view.setUint32(padded.length - 8, bitLength >>> 0, true);
  view.setUint32(padded.length - 4, Math.floor(bitLength / 2 ** 32), true);
  let a = 0x67452301;
  let b = 0xefcdab89;
  let c = 0x98badcfe;
  let d = 0x10325476;
  const x = new Array<number>(16);
  for (let block = 0; block < padded.length; block += 64) {
    for (let i = 0; i < 16; i++) x[i] = view.getUint32(block + i * 4, true);
    const [aa, bb, cc, dd] = [a, b, c, d];
    const f = (p: number, q: number, r: number) => (p & q) | (~p & r);
    const g = (p: number, q: number, r: number) => (p & q) | (p & r) | (q & r);
    const h = (p: number, q: number, r: number) => p ^ q ^ r;
    for (const i of [0, 4, 8, 12]) {
      a = rotl((a + f(b, c, d) + x[i]!) | 0, 3);
      d = rotl((d + f(a, b, c) + x[i + 1]!) | 0, 7);
      c = rotl((c + f(d, a, b) + x[i + 2]!) | 0, 11);
      b = rotl((b + f(c, d, a) + x[i + 3]!) | 0, 19);
    }
    for (const i of [0, 1, 2, 3]) {
      a = rotl((a + g(b, c, d) + x[i]! + 0x5a827999) | 0, 3);
      d = rotl((d + g(a, b, c) + x[i + 4]! + 0x5a827999) | 0, 5);
      c = rotl((c + g(d, a, b) + x[i + 8]! + 0x5a827999) | 0, 9);
      b = rotl((b + g(c, d, a) + x[i + 12]! + 0x5a827999) | 0, 13);
    }
    for (const i of [0, 2, 1, 3]) {
      a = rotl((a + h(b, c, d) + x[i]! + 0x6ed9eba1) | 0, 3);
      d = rotl((d + h(a, b, c) + x[i + 8]! + 0x6ed9eba1) | 0, 9);
      c = rotl((c + h(d, a, b) + x[i + 4]! + 0x6ed9eba1) | 0, 11);
      b = rotl((b + h(c, d, a) + x[i + 12]! + 0x6ed9eba1) | 0, 15);
    }
    a = (a + aa) | 0;
    b = (b + bb) | 0;
    c = (c + cc) | 0;
    d = (d + dd) | 0;
  }
  const out = new DataView(new ArrayBuffer(16));
  [a, b, c, d].forEach((v, i) => out.setUint32(i * 4, v, true));
  return [...new Uint8Array(out.buffer)].map((n) => n.toString(16).padStart(2, '0')).join('');
}
