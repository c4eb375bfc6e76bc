/**
 * Whether an MP4's top-level boxes fill the file exactly (ISO/IEC 14496-12, 4.2): each box
 * starts with its size (32 bits; 1: a 64-bit size follows the type; 0: to the end of the
 * file). A file cut short ends inside its last box, which mediabunny reads without a word
 * (it drops the packets past the end), so the upload check asks this first.
 */
export function mp4BoxesFillFile(bytes: Uint8Array): boolean {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let offset = 0;
  while (offset < bytes.length) {
    if (bytes.length - offset < 8) return false;
    let size = view.getUint32(offset);
    let header = 8;
    if (size === 1) {
      if (bytes.length - offset < 16) return false;
      size = Number(view.getBigUint64(offset + 8));
      header = 16;
    } else if (size === 0) {
      return true;
    }
    if (size < header || size > bytes.length - offset) return false;
    offset += size;
  }
  return offset === bytes.length && bytes.length > 0;
}
