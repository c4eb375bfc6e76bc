// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultEventForm } from '../../../model/event-form.js';
import type { CreatedEvent } from '../../../model/live-event.js';
import { EventForm } from './event-form.js';
import { SharedLinks } from './shared-links.js';

vi.mock('./default-greeting.js', () => ({
  defaultGreetingIn: () => Promise.resolve('Thanks for coming!'),
  loadedDefaultGreeting: () => 'Thanks for coming!',
}));

afterEach(cleanup);

const CODE = 'abcdefghjkmnpq';
const DEFAULT_FORM = defaultEventForm('en', 'Thanks for coming!');

function renderForm(onSubmit = vi.fn()) {
  render(
    <EventForm
      initial={DEFAULT_FORM}
      chooseMode
      submitLabel={(mode) => `Start ${mode}`}
      pinHint="4 digits."
      busy={false}
      onSubmit={onSubmit}
    />,
  );
  return onSubmit;
}

describe('EventForm, shared', () => {
  it('offers the booth on its own first, with nothing of a shared event', () => {
    renderForm();
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'On its own' }).checked).toBe(true);
    expect(screen.queryByRole('group', { name: 'Gallery' })).toBeNull();
    expect(screen.queryByLabelText('Keep it for')).toBeNull();
    expect(screen.getByRole('button', { name: 'Start own' })).toBeTruthy();
  });

  it('leads with two equal options: share with guests’ phones, or this device as a booth', () => {
    renderForm();
    const purpose = screen.getByRole('group', { name: 'What would you like to do?' });
    expect(within(purpose).getAllByRole('radio')).toHaveLength(2);
    const share = screen.getByRole<HTMLInputElement>('radio', {
      name: 'Share a new event with guests’ phones',
    });
    const booth = screen.getByRole<HTMLInputElement>('radio', {
      name: 'Run this device as a booth',
    });
    expect(booth.checked).toBe(true);
    // What each is, said with it (the hint once under the pills, the intro once above them).
    expect(share.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(share.getAttribute('aria-describedby')!)!.textContent).toContain(
      'slideshow',
    );
    // Same card for both, so neither is the small one.
    expect(share.closest('label')!.className).toBe(booth.closest('label')!.className);
    expect(screen.getByRole('radio', { name: 'Join a shared event' })).toBeTruthy();
    fireEvent.click(share);
    expect(share.checked).toBe(true);
    expect(screen.queryByRole('radio', { name: 'On its own' })).toBeNull();
    expect(screen.queryByRole('radio', { name: 'Join a shared event' })).toBeNull();
    fireEvent.click(booth);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'On its own' }).checked).toBe(true);
  });

  it('asks a new shared event for its gallery and days, and checks the days', () => {
    const onSubmit = renderForm();
    fireEvent.click(screen.getByRole('radio', { name: 'Share a new event with guests’ phones' }));
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'After my approval' }).checked).toBe(
      true,
    );
    const days = screen.getByLabelText<HTMLInputElement>('Keep it for');
    expect(days.value).toBe('30');
    fireEvent.change(days, { target: { value: '366' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start share' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Choose a whole number of days from 1 to 365.')).toBeTruthy();
    expect(document.activeElement).toBe(days);

    fireEvent.change(days, { target: { value: '7' } });
    fireEvent.click(screen.getByRole('radio', { name: 'At once' }));
    fireEvent.click(screen.getByRole('button', { name: 'Start share' }));
    expect(onSubmit).toHaveBeenCalledWith({
      ...DEFAULT_FORM,
      mode: 'share',
      gallery: 'instant',
      keepDays: '7',
    });
  });

  it('asks a new shared event for no PIN and no start-over time: this device may be no kiosk', () => {
    const onSubmit = renderForm();
    expect(screen.getByLabelText('PIN')).toBeTruthy();
    expect(screen.getByLabelText('Start over after')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Poses on each strip' })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Share a new event with guests’ phones' }));
    expect(screen.queryByLabelText('PIN')).toBeNull();
    expect(screen.queryByLabelText('Start over after')).toBeNull();
    expect(screen.queryByRole('group', { name: 'Poses on each strip' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Start share' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ mode: 'share', pin: '' }));
  });

  it('joins with a code or a link and a PIN: the rest is the event’s', () => {
    const onSubmit = renderForm();
    fireEvent.click(screen.getByRole('radio', { name: 'Join a shared event' }));
    expect(screen.queryByLabelText('Event name')).toBeNull();
    expect(screen.queryByLabelText('Greeting')).toBeNull();
    const code = screen.getByLabelText('Event code or link');
    fireEvent.change(code, { target: { value: 'https://booth.example/e/nope' } });
    fireEvent.change(screen.getByLabelText('PIN'), { target: { value: '1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start join' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(
      screen.getByText('That is no event code: 14 letters and digits, or the guest link.'),
    ).toBeTruthy();

    fireEvent.change(code, { target: { value: `https://booth.example/e/${CODE}` } });
    fireEvent.click(screen.getByRole('radio', { name: '4 poses' }));
    fireEvent.click(screen.getByRole('radio', { name: '5 s' }));
    fireEvent.click(screen.getByRole('button', { name: 'Start join' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        mode: 'join',
        joinCode: `https://booth.example/e/${CODE}`,
        fixedLayout: 4,
        fixedTimer: 5,
      }),
    );
  });
});

const CREATED: CreatedEvent = {
  code: CODE,
  hostKey: 'k'.repeat(43),
  hostUrl: `https://booth.example/host#${CODE}.${'k'.repeat(43)}`,
  guestUrl: `https://booth.example/e/${CODE}`,
  endsAt: 0,
  settings: {
    name: 'Ada & Sam',
    greeting: 'Thanks for coming!',
    language: 'en',
    idleSeconds: 60,
    sources: 'camera',
    print: false,
    printLayout: 'strip',
    gallery: 'approval',
    keepDays: 30,
  },
};

describe('SharedLinks', () => {
  it('shows the host link once with its warning, and both links as QR codes', () => {
    render(<SharedLinks event={CREATED} onStart={vi.fn()} />);
    expect(screen.getByText('Keep this link: it is the only way back to your event.')).toBeTruthy();
    expect(screen.getByTestId('host-link').textContent).toBe(CREATED.hostUrl);
    expect(screen.getByTestId('guest-link').textContent).toBe(CREATED.guestUrl);
    expect(screen.getByRole('img', { name: 'QR code of the host link' })).toBeTruthy();
    expect(screen.getAllByRole('img', { name: 'QR code of the guest link' })).toHaveLength(2);
  });

  it('puts what to do next first, and folds the codes away', () => {
    render(<SharedLinks event={CREATED} onStart={vi.fn()} />);
    const order = (a: Element, b: Element) =>
      a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING;
    const openHost = screen.getByRole('link', { name: 'Open the host’s page' });
    const start = screen.getByRole('button', { name: 'Start the booth' });
    const guestTitle = screen.getByRole('heading', { name: 'The guest link' });
    expect(order(openHost, start)).toBeTruthy();
    expect(order(start, guestTitle)).toBeTruthy();
    // The host link's code is for another device, the guest's for print: each behind a line.
    const hostQr = screen.getByRole('img', { name: 'QR code of the host link' });
    expect(hostQr.closest('details')?.open).toBe(false);
    expect(hostQr.closest('details')?.querySelector('summary')?.textContent).toBe(
      'Show its QR code, to open it on another device',
    );
    const print = screen.getByRole('button', { name: 'Print the table card' });
    expect(print.closest('details')?.open).toBe(false);
  });

  it('copies the host link, and says when it could not', async () => {
    const writeText = vi.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<SharedLinks event={CREATED} onStart={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Copied.'));
    expect(writeText).toHaveBeenCalledWith(CREATED.hostUrl);
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'Could not copy: select the link and copy it.',
      ),
    );
  });

  it('prints a table card with the name, the guest QR code and the link', () => {
    // happy-dom has no print dialog: a stand-in for the browser's.
    const print = vi.fn();
    Object.defineProperty(window, 'print', { value: print, configurable: true });
    render(<SharedLinks event={CREATED} onStart={vi.fn()} />);
    const card = screen.getByTestId('table-card');
    expect(card.parentElement).toBe(document.body);
    expect(card.textContent).toContain('Ada & Sam');
    expect(card.textContent).toContain(CREATED.guestUrl);
    expect(document.documentElement.classList.contains('has-table-card')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Print the table card' }));
    expect(print).toHaveBeenCalledOnce();
    cleanup();
    expect(document.documentElement.classList.contains('has-table-card')).toBe(false);
    Reflect.deleteProperty(window, 'print');
  });
});

describe('SharedLinks: this device as the booth', () => {
  it('opens the host’s page without any kiosk question', () => {
    render(<SharedLinks event={CREATED} onStart={vi.fn()} />);
    expect(screen.getByRole('link', { name: 'Open the host’s page' }).getAttribute('href')).toBe(
      `/host#${CODE}.${CREATED.hostKey}`,
    );
  });

  it('asks the PIN, the start-over time and the quick start only to start the booth', () => {
    const onStart = vi.fn();
    render(<SharedLinks event={CREATED} onStart={onStart} />);
    const kiosk = screen.getByRole('region', { name: 'This device as the booth' });
    const start = within(kiosk).getByRole('button', { name: 'Start the booth' });
    fireEvent.click(start);
    expect(onStart).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(within(kiosk).getByLabelText('PIN'));
    expect(within(kiosk).getByText('The PIN is 4 digits.')).toBeTruthy();

    fireEvent.change(within(kiosk).getByLabelText('PIN'), { target: { value: '2468' } });
    fireEvent.change(within(kiosk).getByLabelText('Start over after'), {
      target: { value: '90' },
    });
    fireEvent.click(within(kiosk).getByRole('radio', { name: '3 poses' }));
    fireEvent.click(within(kiosk).getByRole('radio', { name: '3 s' }));
    fireEvent.click(start);
    expect(onStart).toHaveBeenCalledWith({
      pin: '2468',
      idleSeconds: '90',
      fixedLayout: 3,
      fixedTimer: 3,
    });
  });
});
