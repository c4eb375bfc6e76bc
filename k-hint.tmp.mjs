import { chromium } from 'playwright-core';
const base = process.argv[2];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
for (const how of ['tap', 'click']) {
  const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
  const page = await ctx.newPage();
  await page.goto(base + '/');
  await page.evaluate(() => localStorage.setItem('letterMessage', JSON.stringify('Thanks for coming!')));
  await page.goto(base + '/final-letter');
  const hint = page.locator('.letter-stack-hint');
  await hint.waitFor();
  const before = await hint.textContent();
  await page.locator('h1')[how]();
  await page.waitForTimeout(200);
  console.log(how, '| before:', before.slice(0, 12), '| after:', (await hint.textContent()).slice(0, 12));
  await ctx.close();
}
await browser.close();
