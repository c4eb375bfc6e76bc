/**
 * The editor's AI box against a provider that fails, against the production server: a fake
 * OpenAI-compatible provider answering 429, 401, 400 and 500, each shown with the message
 * docs/using.md gives (Controls and AI box). The AI box with the built-in provider is in
 * e2e/editor-controls.test.ts.
 */
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { aiErrorMessages, AI_GENERIC_ERROR } from '../src/model/api.js';
import { startFakeOpenAi, type FakeOpenAi } from '../test/server/fake-openai.js';
import { collectProblems, launchBrowser, newContext, type PageProblem } from './support/browser.js';
import { openEditor } from './support/open-editor.js';
import { startServer, type RunningServer } from './support/server.js';

let fake: FakeOpenAi | undefined;
let failing: RunningServer | undefined;
let browser: Browser | undefined;

beforeAll(async () => {
  fake = await startFakeOpenAi();
  failing = await startServer({
    RATE_LIMIT_AI: '100',
    OPENAI_API_KEY: 'test',
    OPENAI_BASE_URL: fake.baseUrl,
  });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await failing?.stop();
  await fake?.close();
});

function must<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`${what} did not start.`);
  return value;
}

async function openPage(): Promise<{ page: Page; problems: PageProblem[] }> {
  const context = await newContext(must(browser, 'The browser'), {
    viewport: { width: 1366, height: 900 },
  });
  const opened = await context.newPage();
  opened.setDefaultTimeout(15_000);
  return { page: opened, problems: collectProblems(opened) };
}

/** /edit on a visit of two plain photos, with no decoration. */
async function seededEditor(on: Page, origin: string): Promise<void> {
  const photos = await Promise.all(
    ['#e63946', '#457b9d'].map(async (colour) => ({
      bytes: await sharp({ create: { width: 80, height: 60, channels: 3, background: colour } })
        .png()
        .toBuffer(),
      type: 'image/png',
    })),
  );
  await openEditor(on, origin, { layout: 2, photos });
  await on.getByRole('switch', { name: 'Date stamp' }).waitFor();
}

const themeInput = (on: Page) => on.getByRole('textbox', { name: 'Theme', exact: true });
const generateButton = (on: Page) =>
  on.getByRole('button', { name: /^(Generate|Generating\.\.\.)$/ });

async function generate(theme: string, on: Page): Promise<void> {
  await themeInput(on).fill(theme);
  await generateButton(on).click();
}

it('shows the message the README gives in red under the input for each failure, and logs it', async () => {
  const provider = must(fake, 'The fake provider');
  const { page: edit, problems: found } = await openPage();
  await seededEditor(edit, must(failing, 'The server').url);
  const cases: [number, string][] = [
    [429, aiErrorMessages.rate_limited],
    [401, aiErrorMessages.provider_auth],
    [400, aiErrorMessages.bad_prompt],
    [500, AI_GENERIC_ERROR],
  ];
  for (const [status, message] of cases) {
    provider.behaviour = { kind: 'status', status };
    await generate(`theme ${status}`, edit);
    const alert = edit.getByRole('alert').filter({ hasText: message });
    await alert.waitFor();
    expect(await alert.textContent()).toBe(message);
    expect(await alert.evaluate((element) => getComputedStyle(element).color)).toBe(
      'rgb(179, 38, 30)',
    );
    // Under the input, and named by it as its description.
    const [input, text] = [await themeInput(edit).boundingBox(), await alert.boundingBox()];
    expect(text!.y).toBeGreaterThan(input!.y + input!.height - 1);
    expect(await themeInput(edit).getAttribute('aria-describedby')).toBe(
      await alert.getAttribute('id'),
    );
    // The generating state ended: the visitor can try again.
    expect(await generateButton(edit).textContent()).toBe('Generate');
    expect(await themeInput(edit).isEnabled()).toBe(true);
  }
  const logged = found.filter((problem) => problem.text.includes('AI decorations failed'));
  expect(logged).toHaveLength(cases.length);

  // A success afterwards clears the message and shows the provider's colour.
  provider.behaviour = { kind: 'ok', colour: '"#2A9D8F"' };
  await generate('forest', edit);
  await edit.getByRole('button', { name: 'Apply frame colour #2a9d8f', exact: true }).waitFor();
  expect(await edit.getByRole('alert').filter({ hasText: 'Please' }).count()).toBe(0);
  await edit.context().close();
});
