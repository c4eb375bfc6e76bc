/**
 * How much JavaScript the first page (/) loads, gzipped, in headless Chromium against the
 * production build, for a visitor in each language (the browser's language picks it, as
 * Accept-Language and navigator.languages). Budget (docs/development.md, Benchmarks): 85 KB in every one (guarded by e2e/page-budgets.test.ts).
 * Run after `npm run build`:
 *   npx tsx bench/first-page-weight.ts [--verbose]
 */
import { gzipSync } from 'node:zlib';
import { LANGUAGES } from '../src/model/languages.js';
import { launchBrowser } from '../e2e/support/browser.js';
import { startServer } from '../e2e/support/server.js';

const BUDGET_KB = 85;
const verbose = process.argv.includes('--verbose');

const server = await startServer();
const browser = await launchBrowser();
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
let worst = 0;
try {
  for (const { code } of LANGUAGES) {
    const context = await browser.newContext({ locale: code });
    const page = await context.newPage();
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
    const shown = await page.evaluate(() => document.documentElement.lang);
    if (shown !== code) throw new Error(`/ was shown in ${shown}, not ${code}.`);
    if (verbose || code === 'en') {
      for (const s of scripts)
        console.log(
          `${s.url.padEnd(44)} ${kb(s.raw).padStart(7)} KB raw ${kb(s.gzip).padStart(6)} KB gzip`,
        );
    }
    const messages = scripts.filter((s) => s.url.includes('/messages-'));
    const total = scripts.reduce((sum, s) => sum + s.gzip, 0);
    worst = Math.max(worst, total);
    console.log(
      `${code.padEnd(8)} first page JavaScript: ${kb(total)} KB gzip in ${scripts.length} files ` +
        `(its messages ${kb(messages.reduce((sum, s) => sum + s.gzip, 0))} KB)`,
    );
    await context.close();
  }
  console.log(
    `budget ${BUDGET_KB} KB: heaviest ${kb(worst)} KB, ratio ${(worst / 1024 / BUDGET_KB).toFixed(2)} (at most 1.00)`,
  );
  process.exitCode = worst / 1024 <= BUDGET_KB ? 0 : 1;
} finally {
  await browser.close();
  await server.stop();
}
