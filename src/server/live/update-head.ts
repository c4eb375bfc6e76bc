/** The head of a Yjs update, read without decoding it. */

/**
 * The number of client ids with structs in an update: the varuint it starts with (lib0's
 * encoding, 7 bits a byte, low first); null when the bytes end first.
 */
export function structClientsOf(update: Uint8Array): number | null {
  let value = 0;
  let shift = 0;
  for (let index = 0; index < update.length && shift < 53; index += 1) {
    const byte = update[index] ?? 0;
    value += (byte & 0x7f) * 2 ** shift;
    if (byte < 0x80) return value;
    shift += 7;
  }
  return null;
}
