import Latin1 from 'crypto-js/enc-latin1.js';

/** `bytes` as crypto-js's words (a salt): Latin-1 maps each byte to one character and back. */
export function cryptoJsWords(bytes: Uint8Array) {
  return Latin1.parse(String.fromCharCode(...bytes));
}
