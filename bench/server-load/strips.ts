/** Strips for the letters of the server-load bench, uploaded as a visitor's browser would. */
import sharp from 'sharp';

/** A small strip (60 × 138 px, three coloured photos on white): cheap to upload and store. */
async function smallStripPng(): Promise<Buffer> {
  const photos = ['#e63946', '#457b9d', '#2a9d8f']
    .map(
      (colour, index) =>
        `<rect x="3" y="${3 + index * 43}" width="54" height="40" fill="${colour}"/>`,
    )
    .join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="60" height="138">` +
    `<rect width="60" height="138" fill="#ffffff"/>${photos}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** The claim token each upload answered, by its address: a letter naming it carries it. */
const claims = new Map<string, string>();

/** The claim token the upload at `address` answered (undefined for none uploaded here). */
export const claimOf = (address: string): string | undefined => claims.get(address);

/**
 * POST /api/strips `count` times, `concurrency` at once per server, spread over the servers in
 * turn; resolves the strips' public addresses. Any answer but 201 fails the bench.
 */
export async function uploadStrips(
  urls: string[],
  count: number,
  concurrency: number,
): Promise<string[]> {
  const png = new Uint8Array(await smallStripPng());
  const addresses: string[] = [];
  let next = 0;
  const worker = async (url: string) => {
    while (next < count) {
      next += 1;
      const response = await fetch(`${url}/api/strips`, {
        method: 'POST',
        headers: { 'content-type': 'image/png' },
        body: png,
      });
      const text = await response.text();
      if (response.status !== 201) {
        throw new Error(`POST /api/strips answered ${response.status}: ${text.slice(0, 200)}`);
      }
      const { publicUrl, claimToken } = JSON.parse(text) as {
        publicUrl: string;
        claimToken: string;
      };
      claims.set(publicUrl, claimToken);
      addresses.push(publicUrl);
    }
  };
  await Promise.all(urls.flatMap((url) => Array.from({ length: concurrency }, () => worker(url))));
  return addresses;
}
