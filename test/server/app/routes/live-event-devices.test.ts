/**
 * Booth devices against a stranger with the event's code: an event lists at most
 * EVENT_DEVICES_MAX devices, a report carries at most PRINTED_PER_REPORT_MAX prints, and a label
 * shows as one visible line (no direction overrides, no zero-width marks).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { PRINTED_PER_REPORT_MAX } from '../../../../src/model/booth-reports.js';
import { EVENT_DEVICES_MAX, type HostView } from '../../../../src/model/live-event.js';
import { asHost, createEvent } from '../../live-events.js';
import { startTestApp, type TestApp } from '../../test-app.js';

let t: TestApp;
afterEach(() => t.close());

const newDevice = (): string => randomBytes(16).toString('base64url');

const report = (code: string, device: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/live-events/${code}/devices/${device}`, payload });

async function hostView(code: string, hostKey: string): Promise<HostView> {
  const answer = await t.app.inject({
    url: `/api/live-events/${code}/host`,
    headers: asHost(hostKey),
  });
  return answer.json();
}

describe('booth devices', () => {
  it(`lists at most ${EVENT_DEVICES_MAX} devices; those listed go on reporting`, async () => {
    t = await startTestApp();
    const event = await createEvent(t.app);
    const devices = Array.from({ length: EVENT_DEVICES_MAX }, newDevice);
    for (const device of devices) {
      expect((await report(event.code, device, { label: 'iPad · Safari' })).statusCode).toBe(204);
    }
    const extra = await report(event.code, newDevice(), { label: 'Fake', printed: 5 });
    expect(extra.statusCode).toBe(409);
    expect(extra.json()).toMatchObject({ code: 'too_many_devices' });
    expect((await report(event.code, devices[0]!, { printed: 2 })).statusCode).toBe(204);
    const view = await hostView(event.code, event.hostKey);
    expect(view.devices).toHaveLength(EVENT_DEVICES_MAX);
    expect(view.devices.some((device) => device.label === 'Fake')).toBe(false);
    // The refused device's prints were not counted.
    expect(view.counts.reduce((sum, hour) => sum + hour.printed, 0)).toBe(2);
    // Another event has its own devices.
    const other = await createEvent(t.app);
    expect((await report(other.code, newDevice(), {})).statusCode).toBe(204);
  });

  it(`refuses a report of more than ${PRINTED_PER_REPORT_MAX} prints`, async () => {
    t = await startTestApp();
    const event = await createEvent(t.app);
    const device = newDevice();
    const many = await report(event.code, device, { printed: 1000 });
    expect(many.statusCode).toBe(400);
    expect(many.json()).toMatchObject({ code: 'invalid_request' });
    expect((await report(event.code, device, { printed: PRINTED_PER_REPORT_MAX })).statusCode).toBe(
      204,
    );
    const view = await hostView(event.code, event.hostKey);
    expect(view.counts.reduce((sum, hour) => sum + hour.printed, 0)).toBe(PRINTED_PER_REPORT_MAX);
  });

  it('keeps a label as one visible line: no direction override, no zero-width mark', async () => {
    t = await startTestApp();
    const event = await createEvent(t.app);
    const device = newDevice();
    const label = '\u202eiPad\u200b · \u2066Safari\u2069\u200f';
    expect((await report(event.code, device, { label })).statusCode).toBe(204);
    const view = await hostView(event.code, event.hostKey);
    expect(view.devices).toEqual([
      { id: device, label: 'iPad · Safari', lastSeenAt: expect.any(Number) },
    ]);
  });
});
