/**
 * The real reader of the flood measurement (page-reads.ts, readApart) as a process of its own:
 * `node --import tsx reader.ts '<options as JSON>'` prints its ReaderFigures as JSON. A real
 * reader is not on the flooding machine: in the bench's own process, its answers would wait
 * behind autocannon's flood handling in the same event loop, and the figure would measure the
 * bench, not the server.
 */
import { ENCODED, readAsAPerson } from './page-reads.js';

const options = JSON.parse(process.argv[2] ?? '{}') as {
  url: string;
  id: string;
  localAddress: string;
  reads: number;
  pauseMs: number;
};
const figures = await readAsAPerson({
  ...options,
  // A browser's page comes compressed; a page sent as it is must be the letter's.
  verify: (html) => html === ENCODED || html.includes('property="og:image"'),
});
console.log(JSON.stringify(figures));
