// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HostEntry, HostView } from '../../../model/live-event.js';
import { EVENT_SETTINGS } from '../../../../test/live-event-settings.js';
import { ApiRequestError } from '../../lib/api/api-request-error.js';
import { hostedEvents, saveHostedEvent } from '../../lib/event/hosted-events.js';
import { memoryStorage } from '../../lib/storage/safe-storage.js';
import type { HostApi } from '../../lib/api/live-event-api.js';
import { HostScreen } from './host-screen.js';

const CODE = 'abcdefghjkmnpq';
const KEY = 'k'.repeat(43);
const NOW = Date.UTC(2026, 10, 27, 21, 30);

const entry = (id: string, state: HostEntry['state'], minute: number): HostEntry => ({
  id: id.padEnd(22, 'x'),
  stripUrl: `/strips/${id}.png`,
  displayUrl: `/strips/${id}.webp`,
  width: 360,
  height: 1080,
  addedAt: NOW - minute * 60_000,
  state,
});

function hostView(): HostView {
  return {
    event: {
      code: CODE,
      endsAt: NOW + 30 * 86_400_000,
      settings: EVENT_SETTINGS,
    },
    entries: [
      entry('one', 'waiting', 3),
      entry('two', 'approved', 9),
      entry('three', 'hidden', 20),
    ],
    counts: [
      { hour: '2026-11-27T20', made: 12, shared: 5, printed: 2, gallery: 4 },
      { hour: '2026-11-27T21', made: 7, shared: 3, printed: 1, gallery: 2 },
    ],
    devices: [
      {
        id: 'd'.repeat(22),
        label: 'Kiosk by the door',
        lastSeenAt: NOW - 2 * 60_000,
        name: '',
        number: 1,
      },
    ],
  };
}

function fakeApi(
  view: HostView = hostView(),
): HostApi & Record<keyof HostApi, ReturnType<typeof vi.fn>> {
  return {
    view: vi.fn(() => Promise.resolve(structuredClone(view))),
    moderate: vi.fn(() => Promise.resolve()),
    remove: vi.fn(() => Promise.resolve()),
    saveSettings: vi.fn(() => Promise.resolve()),
    setVenue: vi.fn((_link: unknown, addresses: readonly string[], here: boolean) =>
      Promise.resolve([...addresses, ...(here ? ['203.0.113.7/32'] : [])]),
    ),
    renameDevice: vi.fn(() => Promise.resolve()),
    archiveUrl: vi.fn(() => Promise.resolve('/api/live-events/x/archive.zip?token=t')),
    end: vi.fn(() => Promise.resolve()),
    watch: vi.fn(() => () => {}),
  };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
  vi.setSystemTime(NOW);
  window.history.replaceState(null, '', '/host');
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

async function openWithLink(api = fakeApi(), storage = memoryStorage(), openUrl = vi.fn()) {
  window.history.replaceState(null, '', `/host#${CODE}.${KEY}`);
  render(<HostScreen api={api} storage={storage} openUrl={openUrl} />);
  await screen.findByRole('heading', { level: 1, name: 'Ana & Bo' });
  return { api, storage, openUrl };
}

describe('HostScreen', () => {
  it('keeps the host link on this device and takes the key out of the address bar', async () => {
    const { api, storage } = await openWithLink();
    expect(window.location.hash).toBe('');
    expect(window.location.pathname).toBe('/host');
    expect(api.view).toHaveBeenCalledWith({ code: CODE, hostKey: KEY });
    // Kept with the event's name as the server read it, so the list here names the event (an
    // effect after the heading shows: a condition to wait for, which a busy machine reaches later).
    // vi.waitFor polls on real timers (this file fakes setInterval).
    await vi.waitFor(
      () => expect(hostedEvents(storage)).toEqual([{ code: CODE, hostKey: KEY, name: 'Ana & Bo' }]),
      { timeout: 15_000 },
    );
    expect(screen.getByRole('link', { name: `http://localhost:3000/e/${CODE}` })).toBeTruthy();
    // The page's own code, beside the table card's, which shows only in print (table-card.css).
    const codes = screen.getAllByRole('img', { name: 'QR code of the guest link' });
    expect(codes.filter((code) => code.classList.contains('host-qr'))).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Open the slideshow' }).getAttribute('href')).toBe(
      `/e/${CODE}/show`,
    );
  });

  it("declares the venue's Wi-Fi from the page open on it, and forgets it", async () => {
    const { api } = await openWithLink();
    const venue = screen.getByRole('region', { name: "The venue's Wi-Fi" });
    expect(
      within(venue).getByText(
        "Not declared: the guests on the venue's Wi-Fi share one guest's limits.",
      ),
    ).toBeTruthy();
    fireEvent.click(within(venue).getByRole('button', { name: "This is the venue's Wi-Fi" }));
    expect(await within(venue).findByText('Declared: 203.0.113.7/32')).toBeTruthy();
    expect(api.setVenue).toHaveBeenCalledWith({ code: CODE, hostKey: KEY }, [], true);
    fireEvent.click(within(venue).getByRole('button', { name: "Forget the venue's Wi-Fi" }));
    await within(venue).findByText(
      "Not declared: the guests on the venue's Wi-Fi share one guest's limits.",
    );
    expect(api.setVenue).toHaveBeenLastCalledWith({ code: CODE, hostKey: KEY }, [], false);
    api.setVenue.mockRejectedValueOnce(new ApiRequestError('refused', 400, 'bad_venue_address'));
    fireEvent.click(within(venue).getByRole('button', { name: "This is the venue's Wi-Fi" }));
    expect(await within(venue).findByRole('alert')).toBeTruthy();
  });

  it('renames a booth device through the API, and shows its new name', async () => {
    const { api } = await openWithLink();
    const devices = screen.getByRole('region', { name: 'Booth devices' });
    fireEvent.click(within(devices).getByRole('button', { name: 'Rename Booth 1' }));
    fireEvent.change(within(devices).getByRole('textbox', { name: 'Name of this booth' }), {
      target: { value: 'By the door' },
    });
    fireEvent.click(within(devices).getByRole('button', { name: 'Save name' }));
    await within(devices).findByRole('button', { name: 'Rename By the door' });
    expect(api.renameDevice).toHaveBeenCalledWith(
      { code: CODE, hostKey: KEY },
      'd'.repeat(22),
      'By the door',
    );
  });

  it('without a key, says to open the host link and lists the events kept here', async () => {
    const storage = memoryStorage();
    saveHostedEvent(storage, { code: CODE, hostKey: KEY, name: 'Ana & Bo' });
    const api = fakeApi();
    render(<HostScreen api={api} storage={storage} />);
    expect(await screen.findByText('Open your host link to manage your event.')).toBeTruthy();
    expect(api.view).not.toHaveBeenCalled();
    const kept = screen.getByRole('listitem');
    expect(within(kept).getByText('Ana & Bo')).toBeTruthy();
    fireEvent.click(within(kept).getByRole('button', { name: 'Manage' }));
    await screen.findByRole('heading', { level: 1, name: 'Ana & Bo' });
    expect(api.view).toHaveBeenCalledWith({ code: CODE, hostKey: KEY });
  });

  it('puts the waiting strips first, with Approve, Hide and Remove', async () => {
    await openWithLink();
    const queue = screen.getByRole('region', { name: /Waiting for approval/ });
    const waiting = within(queue).getAllByRole('listitem');
    expect(waiting).toHaveLength(1);
    const buttons = within(waiting[0]!)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(buttons).toEqual(['Approve', 'Hide', 'Remove']);
    const others = screen.getByRole('region', { name: /Approved and hidden/ });
    const rows = within(others).getAllByRole('listitem');
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('button')
          .map((b) => b.textContent),
      ),
    ).toEqual([
      ['Hide', 'Remove'],
      ['Show again', 'Remove'],
    ]);
    expect(within(waiting[0]!).getByRole('img').getAttribute('src')).toBe('/strips/one.webp');
  });

  it('approves at once, and puts the strip back when the server refuses', async () => {
    const api = fakeApi();
    let refuse: (error: Error) => void = () => undefined;
    api.moderate.mockImplementationOnce(() => new Promise((_, reject) => (refuse = reject)));
    await openWithLink(api);
    const queue = screen.getByRole('region', { name: /Waiting for approval/ });
    fireEvent.click(within(queue).getByRole('button', { name: 'Approve' }));
    expect(api.moderate).toHaveBeenCalledWith(
      { code: CODE, hostKey: KEY },
      'one'.padEnd(22, 'x'),
      'approved',
    );
    expect(within(queue).queryAllByRole('listitem')).toHaveLength(0);
    expect(within(queue).getByText('No strip is waiting.')).toBeTruthy();

    await act(async () => refuse(new ApiRequestError('no', 500, 'internal')));
    expect(within(queue).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByRole('alert').textContent).toBe(
      'The strip could not be changed. It is back as it was.',
    );
  });

  it('asks before removing, and removes only when confirmed', async () => {
    const { api } = await openWithLink();
    const others = screen.getByRole('region', { name: /Approved and hidden/ });
    const [approved] = within(others).getAllByRole('listitem');
    fireEvent.click(within(approved!).getByRole('button', { name: 'Remove' }));
    expect(
      within(approved!).getByText('Remove this strip? Its files are deleted for good.'),
    ).toBeTruthy();
    fireEvent.click(within(approved!).getByRole('button', { name: 'Cancel' }));
    expect(api.remove).not.toHaveBeenCalled();

    fireEvent.click(within(approved!).getByRole('button', { name: 'Remove' }));
    fireEvent.click(within(approved!).getByRole('button', { name: 'Remove for good' }));
    expect(api.remove).toHaveBeenCalledWith({ code: CODE, hostKey: KEY }, 'two'.padEnd(22, 'x'));
    await waitFor(() => expect(within(others).getAllByRole('listitem')).toHaveLength(1));
  });

  it('shows the counts as a table for screen readers, and each device when last seen', async () => {
    await openWithLink();
    const table = screen.getByRole('table', { name: /Per hour: strips made, letters sent/ });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['12', '5', '2', '4']);
    const devices = screen.getByRole('region', { name: 'Booth devices' });
    expect(devices.textContent).toContain('Kiosk by the door');
    expect(devices.textContent).toContain('Last seen 2 minutes ago');
  });

  it('checks the settings by field, and saves valid ones', async () => {
    const { api, storage } = await openWithLink();
    const days = screen.getByLabelText('Keep it for');
    fireEvent.change(days, { target: { value: '400' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(api.saveSettings).not.toHaveBeenCalled();
    expect(days.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(days);
    const described = days.getAttribute('aria-describedby')!.split(' ');
    expect(described.map((id) => document.getElementById(id)?.textContent)).toContain(
      'Choose a whole number of days from 1 to 365.',
    );

    fireEvent.change(days, { target: { value: '7' } });
    fireEvent.change(screen.getByLabelText('Event name'), {
      target: { value: 'Ana & Bo, 10 years' },
    });
    fireEvent.click(screen.getByRole('radio', { name: 'At once' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await screen.findByText('Saved. Booth devices and screens get the new settings.');
    expect(api.saveSettings).toHaveBeenCalledWith(
      { code: CODE, hostKey: KEY },
      expect.objectContaining({ name: 'Ana & Bo, 10 years', keepDays: 7, gallery: 'instant' }),
    );
    expect(hostedEvents(storage)[0]?.name).toBe('Ana & Bo, 10 years');
  });

  it('keeps what was typed when saving fails', async () => {
    const api = fakeApi();
    api.saveSettings.mockRejectedValueOnce(new ApiRequestError('offline'));
    await openWithLink(api);
    fireEvent.change(screen.getByLabelText('Greeting'), { target: { value: 'Cheers!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await screen.findByText('That did not work. Check the connection and try again.');
    expect((screen.getByLabelText('Greeting') as HTMLTextAreaElement).value).toBe('Cheers!');
  });

  it('downloads all through a short-lived link', async () => {
    const { api, openUrl } = await openWithLink();
    fireEvent.click(screen.getByRole('button', { name: 'Download all' }));
    await act(async () => undefined);
    expect(openUrl).toHaveBeenCalledWith('/api/live-events/x/archive.zip?token=t');
    expect(api.archiveUrl).toHaveBeenCalledWith({ code: CODE, hostKey: KEY });
  });

  it('ends the event after a confirmation that names it, and forgets it here', async () => {
    const { api, storage } = await openWithLink();
    fireEvent.click(screen.getByRole('button', { name: 'End and delete the event' }));
    expect(screen.getByText('End and delete “Ana & Bo”? This cannot be undone.')).toBeTruthy();
    expect(api.end).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'End and delete “Ana & Bo”' }));
    expect(
      await screen.findByText('“Ana & Bo” is gone: it and everything in it were deleted.'),
    ).toBeTruthy();
    expect(api.end).toHaveBeenCalledWith({ code: CODE, hostKey: KEY });
    expect(hostedEvents(storage)).toEqual([]);
    expect(screen.queryByText(/No event was hosted from this device yet/)).toBeNull();

    // A reload still says it ended, never that no event was hosted here.
    cleanup();
    render(<HostScreen api={api} storage={storage} />);
    expect(
      screen.getByText('“Ana & Bo” is gone: it and everything in it were deleted.'),
    ).toBeTruthy();
    expect(screen.queryByText(/No event was hosted from this device yet/)).toBeNull();
  });

  it('opens the same event again on a reload, by its name, with no key in the address', async () => {
    const { api, storage } = await openWithLink();
    expect(storage.getItem('postbooth.hostOpen')).toBe(JSON.stringify({ code: CODE }));
    cleanup();
    api.view.mockClear();
    // The reload: /host with no fragment, the same storage.
    window.history.replaceState(null, '', '/host');
    render(<HostScreen api={api} storage={storage} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Ana & Bo' })).toBeTruthy();
    expect(screen.queryByText('Open your host link to manage your event.')).toBeNull();
    await screen.findByRole('button', { name: 'End and delete the event' });
    expect(api.view).toHaveBeenCalledWith({ code: CODE, hostKey: KEY });
    expect(window.location.hash).toBe('');
  });

  it('opens nothing on a reload once the event was forgotten here', () => {
    const storage = memoryStorage();
    storage.setItem('postbooth.hostOpen', JSON.stringify({ code: CODE }));
    render(<HostScreen api={fakeApi()} storage={storage} />);
    expect(screen.getByText('Open your host link to manage your event.')).toBeTruthy();
  });

  it('says when the host link is not valid any more, and offers to forget it', async () => {
    const api = fakeApi();
    api.view.mockRejectedValue(new ApiRequestError('Wrong key.', 401, 'wrong_host_key'));
    const storage = memoryStorage();
    window.history.replaceState(null, '', `/host#${CODE}.${KEY}`);
    render(<HostScreen api={api} storage={storage} />);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'This host link is not valid any more.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Forget it on this device' }));
    expect(hostedEvents(storage)).toEqual([]);
    expect(screen.getByText('Open your host link to manage your event.')).toBeTruthy();
  });

  it('says when the event has ended', async () => {
    const api = fakeApi();
    api.view.mockRejectedValue(new ApiRequestError('Ended.', 410, 'event_ended'));
    window.history.replaceState(null, '', `/host#${CODE}.${KEY}`);
    render(<HostScreen api={api} storage={memoryStorage()} />);
    expect((await screen.findByRole('alert')).textContent).toContain('This event has ended');
  });

  it("shows a guest's new strip at the live channel's nudge, and stops listening on leaving", async () => {
    const api = fakeApi();
    const stop = vi.fn();
    let nudge = () => {};
    api.watch.mockImplementation((_link: unknown, onChange: () => void) => {
      nudge = onChange;
      return stop;
    });
    await openWithLink(api);
    expect(api.watch).toHaveBeenCalledWith({ code: CODE, hostKey: KEY }, expect.any(Function));
    const queue = () => screen.getByRole('region', { name: /Waiting for approval/ });
    expect(within(queue()).getAllByRole('listitem')).toHaveLength(1);
    const more = hostView();
    more.entries.push(entry('four', 'waiting', 1));
    api.view.mockResolvedValueOnce(more);
    // No timer moves: the nudge alone asks for the view again.
    await act(async () => nudge());
    await waitFor(() => expect(within(queue()).getAllByRole('listitem')).toHaveLength(2));
    cleanup();
    expect(stop).toHaveBeenCalledTimes(1);
  });

  it('keeps showing the event when offline, and asks again every 15 s and on focus', async () => {
    const api = fakeApi();
    await openWithLink(api);
    expect(api.view).toHaveBeenCalledTimes(1);
    api.view.mockRejectedValueOnce(new ApiRequestError('Failed to fetch'));
    await act(async () => vi.advanceTimersByTime(15_000));
    expect(api.view).toHaveBeenCalledTimes(2);
    expect((await screen.findByRole('alert')).textContent).toContain('You are offline');
    expect(screen.getByRole('heading', { level: 1, name: 'Ana & Bo' })).toBeTruthy();
    expect(screen.getAllByRole('listitem').length).toBeGreaterThan(0);

    await act(async () => window.dispatchEvent(new Event('focus')));
    expect(api.view).toHaveBeenCalledTimes(3);
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});
