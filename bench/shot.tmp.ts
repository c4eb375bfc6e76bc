import { launchBrowser } from '../e2e/support/browser.js';
import { startServer } from '../e2e/support/server.js';
const server = await startServer();
const browser = await launchBrowser();
try {
  for (const [name, w, h, lang, path] of JSON.parse(process.argv[2]!) as [string, number, number, string, string][]) {
    const ctx = await browser.newContext({ viewport: { width: w, height: h }, locale: lang, isMobile: w < 500, hasTouch: w < 500 });
    const page = await ctx.newPage();
    await page.goto(server.url + path, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    await page.screenshot({ path: `/tmp/shots/${name}.png`, fullPage: true });
    console.log(name, await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir, document.title, document.documentElement.scrollWidth]));
    await ctx.close();
  }
} finally { await browser.close(); await server.stop(); }
