/**
 * The `photostrip` query parameter of /download: only an address of our own origin or a PNG
 * data address is shown. Anything else (another site, javascript:, other data types) is
 * ignored, so a crafted link cannot make the page show or offer someone else's file.
 */
const PNG_DATA_ADDRESS = /^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/;

export function stripAddressFromQuery(search: string, origin: string): string | null {
  const value = new URLSearchParams(search).get('photostrip')?.trim();
  if (!value) return null;
  if (PNG_DATA_ADDRESS.test(value)) return value;
  try {
    const address = new URL(value, origin);
    const web = address.protocol === 'http:' || address.protocol === 'https:';
    return web && address.origin === origin ? address.href : null;
  } catch {
    return null;
  }
}
