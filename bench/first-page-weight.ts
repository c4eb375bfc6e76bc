/**
 * How much JavaScript the first page (/) loads, gzipped, in headless Chromium against
 * the production build. Budget (README, Benchmarks): 90 KB. Run after `npm run build`:
 *   npx tsx bench/first-page-weight.ts
 */
import { gzipSync } from 'node:zlib';
import { launchBrowser } from '../e2e/support/browser.js';
import { startServer } from '../e2e/support/server.js';

const BUDGET_KB = 90;

const server = await startServer();
const browser = await launchBrowser();
try {
  const page = await browser.newPage();
  const scripts: { url: string; raw: number; gzip: number }[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body();
    scripts.push({
      url: new URL(response.url()).pathname,
      raw: body.length,
      gzip: gzipSync(body, { level: 9 }).length,
    });
  });
  await page.goto(server.url + '/', { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1 }).waitFor();

  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  for (const s of scripts)
    console.log(
      `${s.url.padEnd(40)} ${kb(s.raw).padStart(7)} KB raw ${kb(s.gzip).padStart(6)} KB gzip`,
    );
  const total = scripts.reduce((sum, s) => sum + s.gzip, 0);
  console.log(`first page JavaScript: ${kb(total)} KB gzip in ${scripts.length} files`);
  console.log(
    `budget ${BUDGET_KB} KB: ratio ${(total / 1024 / BUDGET_KB).toFixed(2)} (at most 1.00)`,
  );
  process.exitCode = total / 1024 <= BUDGET_KB ? 0 : 1;
} finally {
  await browser.close();
  await server.stop();
}
