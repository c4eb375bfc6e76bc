/**
 * Booth devices against a stranger with the event's code: an event lists at most
 * EVENT_DEVICES_MAX devices, a report carries at most PRINTED_PER_REPORT_MAX prints, and a label
 * shows as one visible line (no direction overrides, no zero-width marks). Each device has its
 * booth number in the order it joined, and the event's host alone names it: not a guest with the
 * code, not another event's host.
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
      { id: device, label: 'iPad · Safari', lastSeenAt: expect.any(Number), name: '', number: 1 },
    ]);
  });
});

const rename = (code: string, device: string, payload: unknown, headers: object = {}) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/live-events/${code}/devices/${device}`,
    headers: { ...headers },
    payload: payload as object,
  });

describe('naming a booth device', () => {
  it('numbers devices as they join; the host names one, and takes the name back', async () => {
    t = await startTestApp();
    const event = await createEvent(t.app);
    const [first, second] = [newDevice(), newDevice()];
    await report(event.code, first, { label: 'Linux · Chrome' });
    await report(event.code, second, { label: 'Linux · Chrome' });
    // Reporting again keeps a device's number.
    await report(event.code, first, { label: 'Linux · Chrome', printed: 1 });
    const numbers = async () =>
      Object.fromEntries(
        (await hostView(event.code, event.hostKey)).devices.map((d) => [d.id, [d.number, d.name]]),
      );
    expect(await numbers()).toEqual({ [first]: [1, ''], [second]: [2, ''] });

    const named = await rename(
      event.code,
      second,
      { name: '  Booth \u200bby the\n door ' },
      asHost(event.hostKey),
    );
    expect(named.statusCode).toBe(204);
    // The device's own report changes its label, never the host's name.
    await report(event.code, second, { label: 'Android tablet · Chrome' });
    const view = await hostView(event.code, event.hostKey);
    expect(view.devices.find((d) => d.id === second)).toMatchObject({
      name: 'Booth by the door',
      label: 'Android tablet · Chrome',
      number: 2,
    });

    expect((await rename(event.code, second, { name: '' }, asHost(event.hostKey))).statusCode).toBe(
      204,
    );
    expect(await numbers()).toEqual({ [first]: [1, ''], [second]: [2, ''] });
  });

  it('refuses a name too long or not a string, and a device the event does not list', async () => {
    t = await startTestApp();
    const event = await createEvent(t.app);
    const device = newDevice();
    await report(event.code, device, { label: 'iPad · Safari' });
    const host = asHost(event.hostKey);
    for (const payload of [{ name: 'x'.repeat(41) }, { name: 7 }, {}]) {
      const refused = await rename(event.code, device, payload, host);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'invalid_request', error: expect.any(String) });
    }
    expect((await rename(event.code, device, { name: 'x'.repeat(40) }, host)).statusCode).toBe(204);
    const unknown = await rename(event.code, newDevice(), { name: 'Door' }, host);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      code: 'device_not_found',
      error: 'This event has no such booth device.',
    });
  });

  it('lets neither a guest with the code nor another event’s host name a device', async () => {
    t = await startTestApp();
    const event = await createEvent(t.app);
    const other = await createEvent(t.app);
    const device = newDevice();
    await report(event.code, device, { label: 'iPad · Safari' });
    const attempts = [
      // A guest: the event's code, as a header or as the bearer credential, or nothing.
      { headers: { 'x-postbooth-event': event.code }, status: 403, code: 'host_only' },
      { headers: { authorization: `Bearer ${event.code}` }, status: 403, code: 'host_only' },
      { headers: {}, status: 401, code: 'host_key_required' },
      // Another event's host, on this event and through their own event's address.
      { headers: asHost(other.hostKey), status: 401, code: 'host_key_wrong' },
    ];
    for (const { headers, status, code } of attempts) {
      const refused = await rename(event.code, device, { name: 'Mine now' }, headers);
      expect(refused.statusCode, code).toBe(status);
      expect(refused.json()).toMatchObject({ code, error: expect.any(String) });
    }
    const across = await rename(other.code, device, { name: 'Mine now' }, asHost(other.hostKey));
    expect(across.statusCode).toBe(404);
    expect((await hostView(event.code, event.hostKey)).devices).toMatchObject([
      { id: device, name: '', number: 1 },
    ]);
  });
});
