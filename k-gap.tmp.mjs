import { chromium } from 'playwright-core';
const base = process.argv[2];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
const page = await ctx.newPage();
await page.goto(base + '/');
await page.evaluate(() => localStorage.setItem('letterMessage', JSON.stringify('Thanks for coming!')));
await page.goto(base + '/final-letter');
await page.getByRole('button', { name: 'Edit your letter' }).or(page.getByRole('link', { name: 'Edit your letter' })).waitFor();
await page.evaluate(() => window.scrollTo(0, 1e6));
await page.waitForTimeout(300);
const gap = await page.evaluate(() => {
  const b = document.querySelector('.share-button').getBoundingClientRect();
  const l = document.querySelector('.final-letter-links').getBoundingClientRect();
  return { buttonBottom: Math.round(b.bottom), linksTop: Math.round(l.top), gap: Math.round(l.top - b.bottom) };
});
console.log(JSON.stringify(gap));
await page.screenshot({ path: process.argv[3] });
await browser.close();
