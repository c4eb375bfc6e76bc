/**
 * Data addresses and Blobs, both ways, without fetch (the CSP's connect-src does not allow
 * data: addresses, and fetch would be a network call for what is plain decoding).
 */
export function dataUrlToBlob(dataUrl: string): Blob | null {
  const match = /^data:([^;,]+)?(;base64)?,(.*)$/s.exec(dataUrl);
  if (!match) return null;
  const [, type = 'text/plain', base64, payload = ''] = match;
  try {
    if (!base64) return new Blob([decodeURIComponent(payload)], { type });
    const binary = atob(payload);
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
    return new Blob([bytes], { type });
  } catch {
    return null;
  }
}

/** `data:image/png;base64,…` and nothing else: the only inline form a strip is kept in. */
const PNG_DATA_URL = /^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/;

/** A PNG data address decoded, or null for any other data address (HTML, SVG, text …). */
export function pngDataUrlToBlob(dataUrl: string): Blob | null {
  return PNG_DATA_URL.test(dataUrl) ? dataUrlToBlob(dataUrl) : null;
}

export function blobToDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The image could not be read'));
    reader.readAsDataURL(blob);
  });
}
