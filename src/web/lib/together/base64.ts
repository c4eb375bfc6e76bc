/** Yjs updates travel over the room's socket as base64 (model/together.ts). */
export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  // In slices: String.fromCharCode with a whole large document would overflow the stack.
  for (let start = 0; start < bytes.length; start += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  }
  return btoa(binary);
}

/** Throws on text that is not base64. */
export function base64ToBytes(text: string): Uint8Array {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
