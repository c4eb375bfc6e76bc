// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HostView } from '../../../model/live-event.js';
import { EVENT_SETTINGS } from '../../../../test/live-event-settings.js';
import { QrCode } from '../../components/qr-code.js';
import type { HostApi } from '../../lib/api/live-event-api.js';
import { memoryStorage } from '../../lib/storage/safe-storage.js';
import { HostScreen } from './host-screen.js';

const CODE = 'abcdefghjkmnpq';
const KEY = 'k'.repeat(43);
const NOW = Date.UTC(2026, 10, 27, 21, 30);

const view: HostView = {
  event: { code: CODE, endsAt: NOW + 86_400_000, settings: EVENT_SETTINGS },
  entries: [
    { id: 'w'.repeat(22), stripUrl: '/strips/w.png', addedAt: NOW - 60_000, state: 'waiting' },
    { id: 'a'.repeat(22), stripUrl: '/strips/a.png', addedAt: NOW - 90_000, state: 'approved' },
  ],
  counts: [
    { hour: '2026-11-27T20', made: 12, shared: 5, printed: 2, gallery: 4 },
    { hour: '2026-11-27T21', made: 7, shared: 3, printed: 1, gallery: 2 },
  ],
  devices: [
    {
      id: 'd'.repeat(22),
      label: 'Kiosk by the door',
      lastSeenAt: NOW - 60_000,
      name: '',
      number: 1,
    },
  ],
};

const api = (): HostApi => ({
  view: vi.fn(() => Promise.resolve(structuredClone(view))),
  moderate: vi.fn(() => Promise.resolve()),
  remove: vi.fn(() => Promise.resolve()),
  saveSettings: vi.fn(() => Promise.resolve()),
  setVenue: vi.fn(() => Promise.resolve([])),
  renameDevice: vi.fn(() => Promise.resolve()),
  archiveUrl: vi.fn(() => Promise.resolve('/zip')),
  end: vi.fn(() => Promise.resolve()),
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

/** /host opened by its link on a screen `wide` (two columns) or not (a phone). */
async function open({ wide }: { wide: boolean }) {
  vi.spyOn(window, 'matchMedia').mockReturnValue({ matches: wide } as MediaQueryList);
  window.history.replaceState(null, '', `/host#${CODE}.${KEY}`);
  render(<HostScreen api={api()} storage={memoryStorage()} openUrl={vi.fn()} />);
  await screen.findByRole('heading', { level: 1, name: 'Ana & Bo' });
}

/** The fold a section's content stands in, by the section's name. */
const fold = (name: string | RegExp) =>
  screen.getByRole('region', { name }).querySelector('details')!;

describe('the host page’s sections', () => {
  it('on a phone, shows the strips to approve and folds the rest to a line each', async () => {
    await open({ wide: false });
    const queue = screen.getByRole('region', { name: /Waiting for approval/ });
    expect(queue.querySelector('details')).toBeNull();
    expect(within(queue).getByRole('button', { name: 'Approve' })).toBeTruthy();
    for (const name of [
      /Approved and hidden/,
      /Booth devices/,
      /The party so far/,
      'Settings',
      /The venue's Wi-Fi/,
      'End the event',
    ]) {
      expect(fold(name).open, String(name)).toBe(false);
    }
    // What each closed line says: how many, the totals, the venue's state.
    expect(fold(/Approved and hidden/).querySelector('summary')!.textContent).toContain('(1)');
    expect(fold(/Booth devices/).querySelector('summary')!.textContent).toContain('(1)');
    expect(fold(/The party so far/).querySelector('summary')!.textContent).toContain(
      '19 strips made · 6 in the gallery · 8 letters sent',
    );
    expect(fold(/The venue's Wi-Fi/).querySelector('summary')!.textContent).toContain(
      'Not declared',
    );
    // Download all is one line of its own, never folded.
    expect(screen.getByRole('button', { name: 'Download all' }).closest('details')).toBeNull();
  });

  it('opens a fold when its line is pressed', async () => {
    await open({ wide: false });
    const settings = fold('Settings');
    fireEvent.click(settings.querySelector('summary')!);
    expect(settings.open).toBe(true);
    expect(within(settings).getByRole('button', { name: 'Save settings' })).toBeTruthy();
  });

  it('on a wide screen, opens the strips done, the devices, the counts and the settings', async () => {
    await open({ wide: true });
    expect(fold(/Approved and hidden/).open).toBe(true);
    expect(fold(/Booth devices/).open).toBe(true);
    expect(fold(/The party so far/).open).toBe(true);
    expect(fold(/The venue's Wi-Fi/).open).toBe(false);
    expect(fold('End the event').open).toBe(false);
  });
});

describe('the guest link', () => {
  it('prints the table card from the host page: the event, its QR code and the guest link', async () => {
    await open({ wide: false });
    // happy-dom has no print dialog: a stand-in for the browser's.
    const print = vi.fn();
    Object.defineProperty(window, 'print', { value: print, configurable: true });
    const links = screen.getByRole('region', { name: 'Links' });
    fireEvent.click(within(links).getByRole('button', { name: 'Print the table card' }));
    expect(print).toHaveBeenCalledTimes(1);
    const guestUrl = `http://localhost:3000/e/${CODE}`;
    const card = screen.getByTestId('table-card');
    expect(card.textContent).toContain('Ana & Bo');
    expect(card.textContent).toContain(guestUrl);
    expect(within(card).getByRole('img', { name: 'QR code of the guest link' })).toBeTruthy();
    // Under print, only the card shows (table-card.css).
    expect(document.documentElement.classList.contains('has-table-card')).toBe(true);
    cleanup();
    expect(document.documentElement.classList.contains('has-table-card')).toBe(false);
    Reflect.deleteProperty(window, 'print');
  });
});

describe('adding a booth device', () => {
  it('gives the kiosk link with the code in its fragment, as a QR code and to copy', async () => {
    await open({ wide: false });
    const devices = screen.getByRole('region', { name: /Booth devices/ });
    const kioskUrl = `http://localhost:3000/event#join=${CODE}`;
    expect(within(devices).getByTestId('kiosk-link').textContent).toBe(kioskUrl);
    // The QR code says exactly that link (drawn as QrCode draws it), and never the host key.
    const qr = within(devices).getByRole('img', { name: 'QR code of the booth link' });
    const { container } = render(<QrCode text={kioskUrl} label="expected" />);
    const expected = container.querySelector('path')!.getAttribute('d');
    expect(qr.querySelector('path')!.getAttribute('d')).toBe(expected);
    expect(devices.innerHTML).not.toContain(KEY);
    expect(within(devices).getByRole('button', { name: 'Copy' })).toBeTruthy();
    const here = within(devices).getByRole('link', { name: 'Make this device a booth' });
    expect(here.getAttribute('href')).toBe(`/event#join=${CODE}`);
  });
});

describe('an event that is gone', () => {
  it('offers a strip of one’s own and a new event, not a dead end', async () => {
    await open({ wide: false });
    fireEvent.click(screen.getByRole('button', { name: 'End and delete the event' }));
    fireEvent.click(screen.getByRole('button', { name: 'End and delete “Ana & Bo”' }));
    await screen.findByText('“Ana & Bo” is gone: it and everything in it were deleted.');
    expect(screen.getByRole('link', { name: 'Make a strip of my own' }).getAttribute('href')).toBe(
      '/',
    );
    expect(screen.getByRole('link', { name: 'Host a new event' }).getAttribute('href')).toBe(
      '/event#share',
    );
  });
});
