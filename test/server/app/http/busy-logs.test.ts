/**
 * A `503 busy` is the server refusing on purpose under load, and anyone can ask for thousands:
 * it is logged at info in one short line, never at error with a stack.
 */
import { PassThrough } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { renderCard } from '../../../../src/server/cards/render-card.js';
import { createLetter, makePng, startTestApp, uploadStrip } from '../../test-app.js';
import type { TestApp } from '../../test-app.js';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

interface LogLine {
  level: number;
  msg: string;
  code?: string;
  status?: number;
}

const INFO = 30;

/** The lines about refused or failed requests: what a flood of busy answers would write. */
function refusals(lines: string[]): LogLine[] {
  return lines
    .map((line) => JSON.parse(line) as LogLine)
    .filter((line) => line.msg === 'request refused' || line.msg === 'request failed');
}

describe('busy answers in the log', () => {
  it('logs a busy card at info, without a stack', async () => {
    const lines: string[] = [];
    let release = (): void => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    let drawingTwo = (): void => undefined;
    const twoDrawing = new Promise<void>((resolve) => (drawingTwo = resolve));
    let started = 0;
    t = await startTestApp(
      { LOG_LEVEL: 'info' },
      {
        logStream: { write: (line) => void lines.push(line) },
        renderCard: async (strip) => {
          started += 1;
          if (started === 2) drawingTwo();
          await released;
          return renderCard(strip);
        },
      },
    );
    const app = t.app;
    const letters = [];
    for (let i = 0; i < 3; i += 1) {
      letters.push(await createLetter(app, await uploadStrip(app, await makePng(600, 1800))));
    }
    // Two cards being drawn take both places; the third is refused.
    const drawing = letters.slice(0, 2).map(({ id }) => app.inject(`/cards/${id}.png`));
    await twoDrawing;
    const busy = await app.inject(`/cards/${letters[2]!.id}.png`);
    release();
    expect((await Promise.all(drawing)).map((answer) => answer.statusCode)).toEqual([200, 200]);

    expect(busy.json()).toEqual({ error: expect.any(String), code: 'busy' });
    expect(refusals(lines)).toEqual([
      expect.objectContaining({ level: INFO, msg: 'request refused', code: 'busy', status: 503 }),
    ]);
    expect(lines.join('')).not.toContain('"stack"');
  });

  it('logs a busy upload at info, without a stack', async () => {
    const lines: string[] = [];
    t = await startTestApp(
      { LOG_LEVEL: 'info', UPLOADS_IN_FLIGHT: '1' },
      { logStream: { write: (line) => void lines.push(line) } },
    );
    const png = await makePng();
    // An upload whose body is still coming holds the only place.
    const body = new PassThrough();
    body.write(png.subarray(0, 10));
    const first = t.app.inject({
      method: 'POST',
      url: '/api/strips',
      headers: { 'content-type': 'image/png', 'content-length': String(png.length) },
      payload: body,
    });
    // Its body is being read: it is past the limit's hook and holds the place.
    while (body.readableLength > 0) await new Promise((resolve) => setImmediate(resolve));
    const busy = await t.app.inject({
      method: 'POST',
      url: '/api/strips',
      headers: { 'content-type': 'image/png' },
      payload: png,
    });
    body.end(png.subarray(10));
    expect((await first).statusCode).toBe(201);

    expect(busy.json()).toEqual({ error: expect.any(String), code: 'busy' });
    expect(refusals(lines)).toEqual([
      expect.objectContaining({ level: INFO, msg: 'request refused', code: 'busy', status: 503 }),
    ]);
    expect(lines.join('')).not.toContain('"stack"');
  });
});
