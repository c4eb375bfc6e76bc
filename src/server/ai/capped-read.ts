/**
 * Reads a body with a size cap. A provider once answered 300 MB and took the server to
 * 1.2 GB of memory, so a body is never read whole before its size is known:
 * a too-large Content-Length is refused before reading, and reading stops at the cap.
 */

export class TooLargeError extends Error {
  constructor(readonly cap: number) {
    super(`The answer is larger than ${cap} bytes.`);
    this.name = 'TooLargeError';
  }
}

/** Throws TooLargeError when a Content-Length header already says the body is over the cap. */
export function refuseDeclaredOverCap(contentLength: string | null | undefined, cap: number): void {
  if (contentLength == null || !/^\d+$/.test(contentLength.trim())) return;
  if (Number(contentLength) > cap) throw new TooLargeError(cap);
}

/**
 * The whole body, or TooLargeError as soon as more than `cap` bytes have arrived. Leaving
 * the loop early ends the iterator, which cancels a fetch body or destroys a Node stream,
 * so the rest is never downloaded.
 */
export async function readCapped(body: AsyncIterable<Uint8Array>, cap: number): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.byteLength;
    if (size > cap) throw new TooLargeError(cap);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, size);
}
