// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BrowserRouter } from '../../lib/router/router.js';
import { EventScreen } from './event-screen.js';

vi.mock('./default-greeting.js', () => ({
  defaultGreetingIn: () => Promise.resolve('Thanks for coming!'),
  loadedDefaultGreeting: () => 'Thanks for coming!',
}));

const CODE = 'abcdefghjkmnpq';

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

function openAt(address: string) {
  window.history.replaceState(null, '', address);
  render(
    <BrowserRouter>
      <EventScreen />
    </BrowserRouter>,
  );
}

describe('EventScreen opened by a link', () => {
  it('joins by the kiosk link: the code filled in, only the PIN left to choose', () => {
    openAt(`/event#join=${CODE}`);
    expect(
      screen.getByRole<HTMLInputElement>('radio', { name: 'Join a shared event' }).checked,
    ).toBe(true);
    expect(screen.getByLabelText<HTMLInputElement>('Event code or link').value).toBe(CODE);
    expect(screen.getByLabelText<HTMLInputElement>('PIN').value).toBe('');
    expect(screen.getByRole('button', { name: 'Join the event' })).toBeTruthy();
    expect(
      screen.getByText(
        'This device joins the event as a booth: choose its PIN, then Join the event.',
      ),
    ).toBeTruthy();
    // The code leaves the address bar at once (no screenshot or bookmark carries it).
    expect(window.location.hash).toBe('');
    expect(window.location.pathname).toBe('/event');
  });

  it('opens on Share a new event from Host a new event', () => {
    openAt('/event#share');
    expect(
      screen.getByRole<HTMLInputElement>('radio', { name: 'Share a new event with guests’ phones' })
        .checked,
    ).toBe(true);
    expect(screen.getByRole('button', { name: 'Create the event' })).toBeTruthy();
  });

  it('opens as always without a link, or with a fragment it does not know', () => {
    openAt(`/event#join=${CODE}0`);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'On its own' }).checked).toBe(true);
    expect(screen.queryByLabelText('Event code or link')).toBeNull();
  });
});
