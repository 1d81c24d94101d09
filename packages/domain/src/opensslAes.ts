/**
 * The envelope's cipher, as crypto-js's `AES.encrypt(text, passphrase)` writes it: OpenSSL's
 * passphrase format ("Salted__", an 8-byte salt, then AES-256-CBC with PKCS#7 padding, all
 * in base64), the key and IV derived from the passphrase and salt by EVP_BytesToKey with one
 * round of MD5. Written here (about 2 KB gzip) instead of importing crypto-js (about 5 KB):
 * the console's login page carries it (docs/decisions/0006-login-bundle-budget.md).
 * opensslAes.test.ts checks it against crypto-js both ways, and the server's
 * test/envelopeCipher.test.ts against node:crypto.
 *
 * It is obfuscation, not security (see envelope.ts): no constant-time care is taken.
 */

// ---------------------------------------------------------------------------------- MD5

/** Each round's shift (RFC 1321), four per round. */
const MD5_SHIFTS = [7, 12, 17, 22, 5, 9, 14, 20, 4, 11, 16, 23, 6, 10, 15, 21];
/** floor(|sin(i + 1)| × 2³²), exact in double precision for these 64 values. */
const MD5_K = Array.from({ length: 64 }, (_, i) => Math.floor(Math.abs(Math.sin(i + 1)) * 2 ** 32));

export function md5(input: Uint8Array): Uint8Array {
  const length = input.length;
  const padded = new Uint8Array((((length + 8) >>> 6) + 1) << 6);
  padded.set(input);
  padded[length] = 0x80;
  const view = new DataView(padded.buffer);
  view.setUint32(padded.length - 8, (length * 8) >>> 0, true);
  view.setUint32(padded.length - 4, Math.floor(length / 0x20000000), true);
  const state = [0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476];
  for (let offset = 0; offset < padded.length; offset += 64) {
    let [a, b, c, d] = state as [number, number, number, number];
    for (let i = 0; i < 64; i += 1) {
      const round = i >>> 4;
      const f =
        round === 0
          ? (b & c) | (~b & d)
          : round === 1
            ? (d & b) | (~d & c)
            : round === 2
              ? b ^ c ^ d
              : c ^ (b | ~d);
      const g =
        round === 0
          ? i
          : round === 1
            ? (5 * i + 1) & 15
            : round === 2
              ? (3 * i + 5) & 15
              : (7 * i) & 15;
      const shift = MD5_SHIFTS[round * 4 + (i & 3)]!;
      const sum = (a + f + MD5_K[i]! + view.getUint32(offset + g * 4, true)) | 0;
      a = d;
      d = c;
      c = b;
      b = (b + ((sum << shift) | (sum >>> (32 - shift)))) | 0;
    }
    state[0] = (state[0]! + a) | 0;
    state[1] = (state[1]! + b) | 0;
    state[2] = (state[2]! + c) | 0;
    state[3] = (state[3]! + d) | 0;
  }
  const digest = new Uint8Array(16);
  const out = new DataView(digest.buffer);
  state.forEach((word, i) => out.setUint32(i * 4, word, true));
  return digest;
}

export function concat(...parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const joined = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    joined.set(part, at);
    at += part.length;
  }
  return joined;
}

/** OpenSSL's EVP_BytesToKey (MD5, one round): a 32-byte key and a 16-byte IV. */
export function keyAndIv(
  passphrase: Uint8Array,
  salt: Uint8Array,
): { key: Uint8Array<ArrayBuffer>; iv: Uint8Array<ArrayBuffer> } {
  let derived: Uint8Array = new Uint8Array(0);
  let block: Uint8Array = new Uint8Array(0);
  while (derived.length < 48) {
    block = md5(concat(block, passphrase, salt));
    derived = concat(derived, block);
  }
  return { key: derived.slice(0, 32), iv: derived.slice(32, 48) };
}

// ---------------------------------------------------------------------------------- AES

const SBOX = new Uint8Array(256);
const INVERSE_SBOX = new Uint8Array(256);
const rotate8 = (x: number, shift: number) => ((x << shift) | (x >>> (8 - shift))) & 0xff;
{
  // p runs through GF(2⁸)* multiplying by 3, q through the inverses dividing by 3.
  let p = 1;
  let q = 1;
  do {
    p = (p ^ (p << 1) ^ (p & 0x80 ? 0x1b : 0)) & 0xff;
    q = (q ^ (q << 1)) & 0xff;
    q = (q ^ (q << 2)) & 0xff;
    q = (q ^ (q << 4)) & 0xff;
    if (q & 0x80) q ^= 0x09;
    SBOX[p] = q ^ rotate8(q, 1) ^ rotate8(q, 2) ^ rotate8(q, 3) ^ rotate8(q, 4) ^ 0x63;
  } while (p !== 1);
  SBOX[0] = 0x63;
  SBOX.forEach((value, index) => (INVERSE_SBOX[value] = index));
}

/** × 2 in GF(2⁸). */
const times2 = (x: number) => ((x << 1) ^ (x & 0x80 ? 0x1b : 0)) & 0xff;

/** AES-256's 15 round keys, 240 bytes. */
function expandKey(key: Uint8Array): Uint8Array {
  const words = new Uint8Array(240);
  words.set(key);
  let rcon = 1;
  for (let i = 32; i < 240; i += 4) {
    let t0 = words[i - 4]!;
    let t1 = words[i - 3]!;
    let t2 = words[i - 2]!;
    let t3 = words[i - 1]!;
    if (i % 32 === 0) {
      [t0, t1, t2, t3] = [SBOX[t1]! ^ rcon, SBOX[t2]!, SBOX[t3]!, SBOX[t0]!];
      rcon = times2(rcon);
    } else if (i % 32 === 16) {
      [t0, t1, t2, t3] = [SBOX[t0]!, SBOX[t1]!, SBOX[t2]!, SBOX[t3]!];
    }
    words[i] = words[i - 32]! ^ t0;
    words[i + 1] = words[i - 31]! ^ t1;
    words[i + 2] = words[i - 30]! ^ t2;
    words[i + 3] = words[i - 29]! ^ t3;
  }
  return words;
}

function addRoundKey(state: Uint8Array, keys: Uint8Array, round: number): void {
  for (let i = 0; i < 16; i += 1) state[i]! ^= keys[round * 16 + i]!;
}

/** SubBytes and ShiftRows (`direction` 1), or their inverses (-1). Byte r + 4c is row r, column c. */
function substituteAndShift(state: Uint8Array, box: Uint8Array, direction: 1 | -1): void {
  const before = state.slice();
  for (let column = 0; column < 4; column += 1) {
    for (let row = 0; row < 4; row += 1) {
      state[row + 4 * column] = box[before[row + 4 * ((column + direction * row + 4) % 4)]!]!;
    }
  }
}

function mixColumns(state: Uint8Array, inverse: boolean): void {
  for (let c = 0; c < 16; c += 4) {
    let a0 = state[c]!;
    let a1 = state[c + 1]!;
    let a2 = state[c + 2]!;
    let a3 = state[c + 3]!;
    if (inverse) {
      // InvMixColumns is MixColumns after this step.
      const u = times2(times2(a0 ^ a2));
      const v = times2(times2(a1 ^ a3));
      a0 ^= u;
      a1 ^= v;
      a2 ^= u;
      a3 ^= v;
    }
    const all = a0 ^ a1 ^ a2 ^ a3;
    state[c] = a0 ^ all ^ times2(a0 ^ a1);
    state[c + 1] = a1 ^ all ^ times2(a1 ^ a2);
    state[c + 2] = a2 ^ all ^ times2(a2 ^ a3);
    state[c + 3] = a3 ^ all ^ times2(a3 ^ a0);
  }
}

function encryptBlock(state: Uint8Array, keys: Uint8Array): void {
  addRoundKey(state, keys, 0);
  for (let round = 1; round < 14; round += 1) {
    substituteAndShift(state, SBOX, 1);
    mixColumns(state, false);
    addRoundKey(state, keys, round);
  }
  substituteAndShift(state, SBOX, 1);
  addRoundKey(state, keys, 14);
}

function decryptBlock(state: Uint8Array, keys: Uint8Array): void {
  addRoundKey(state, keys, 14);
  for (let round = 13; round > 0; round -= 1) {
    substituteAndShift(state, INVERSE_SBOX, -1);
    addRoundKey(state, keys, round);
    mixColumns(state, true);
  }
  substituteAndShift(state, INVERSE_SBOX, -1);
  addRoundKey(state, keys, 0);
}

// ------------------------------------------------------------------ the OpenSSL format

export const SALTED = new TextEncoder().encode('Salted__');

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

/** `AES.encrypt(text, passphrase).toString()` of crypto-js: a fresh random salt each time. */
export function sealText(text: string, passphrase: string): string {
  const salt = crypto.getRandomValues(new Uint8Array(8));
  const { key, iv } = keyAndIv(new TextEncoder().encode(passphrase), salt);
  const plain = new TextEncoder().encode(text);
  const padding = 16 - (plain.length % 16);
  const data = new Uint8Array(plain.length + padding).fill(padding);
  data.set(plain);
  const keys = expandKey(key);
  let previous = iv;
  for (let at = 0; at < data.length; at += 16) {
    const block = data.subarray(at, at + 16);
    for (let i = 0; i < 16; i += 1) block[i]! ^= previous[i]!;
    encryptBlock(block, keys);
    previous = block;
  }
  return toBase64(concat(SALTED, salt, data));
}

/**
 * The text sealed by {@link sealText} (or crypto-js) with this passphrase; null when it is
 * not such a ciphertext, or the passphrase is not the one (its padding or UTF-8 is wrong).
 */
export function openText(sealed: string, passphrase: string): string | null {
  let bytes: Uint8Array;
  try {
    bytes = Uint8Array.from(atob(sealed), (char) => char.charCodeAt(0));
  } catch {
    return null;
  }
  const data = bytes.slice(16);
  if (bytes.length < 32 || data.length % 16 !== 0 || SALTED.some((byte, i) => bytes[i] !== byte)) {
    return null;
  }
  const { key, iv } = keyAndIv(new TextEncoder().encode(passphrase), bytes.subarray(8, 16));
  const keys = expandKey(key);
  let previous = iv;
  for (let at = 0; at < data.length; at += 16) {
    const block = data.subarray(at, at + 16);
    const cipher = block.slice();
    decryptBlock(block, keys);
    for (let i = 0; i < 16; i += 1) block[i]! ^= previous[i]!;
    previous = cipher;
  }
  const padding = data[data.length - 1]!;
  if (padding < 1 || padding > 16 || data.subarray(-padding).some((byte) => byte !== padding)) {
    return null;
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(data.subarray(0, -padding));
  } catch {
    return null;
  }
}
