// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultEventForm, settingsFromForm } from '../../../model/event-form.js';
import type { EventSettings } from '../../../model/event-settings.js';
import { BrowserRouter } from '../../lib/router/router.js';
import { HomeScreen } from './home-screen.js';

const state = vi.hoisted(() => ({
  settings: null as EventSettings | null,
  guestEventKept: false,
}));
vi.mock('../../lib/event/event-mode.js', () => ({ useEventSettings: () => state.settings }));
vi.mock('../../lib/event/guest-event-kept.js', () => ({
  useGuestEventKept: () => state.guestEventKept,
}));

/** A kiosk set up on /event with the camera only: Start leads straight to the camera. */
function kiosk(): EventSettings {
  const form = { ...defaultEventForm('en', 'Hi'), name: 'Ada & Sam', sources: 'camera' as const };
  return settingsFromForm(form, { hash: 'h'.repeat(64), salt: 's' }, 'Hi');
}

function open() {
  render(
    <BrowserRouter>
      <HomeScreen />
    </BrowserRouter>,
  );
}

beforeEach(() => {
  state.settings = null;
  state.guestEventKept = false;
  window.history.replaceState(null, '', '/');
});
afterEach(cleanup);

describe('the welcome screen’s way to host an event', () => {
  it('offers Host an event as a button of its own, leading to /event', () => {
    open();
    const host = screen.getByRole('link', { name: 'Host an event' });
    expect(host.getAttribute('href')).toBe('/event');
    expect(host.className).toContain('button');
    expect(screen.queryByText('Tap anywhere to start')).toBeNull();
  });

  it('hides it from a guest whose phone keeps their event, and from a kiosk’s guests', () => {
    state.guestEventKept = true;
    open();
    expect(screen.queryByRole('link', { name: 'Host an event' })).toBeNull();
    cleanup();
    state.guestEventKept = false;
    state.settings = kiosk();
    open();
    expect(screen.queryByRole('link', { name: 'Host an event' })).toBeNull();
  });
});

describe('a kiosk’s welcome', () => {
  it('starts from a tap anywhere in the welcome area, not only on Start', () => {
    state.settings = kiosk();
    open();
    expect(screen.getByText('Tap anywhere to start')).toBeTruthy();
    fireEvent.click(screen.getByRole('img', { name: /photostrip of three friends/ }));
    expect(window.location.pathname).toBe('/capture');
  });

  it('leaves the event’s name to the host’s long press: a tap there starts nothing', () => {
    state.settings = kiosk();
    open();
    fireEvent.click(screen.getByRole('heading', { level: 1, name: 'Ada & Sam' }));
    expect(window.location.pathname).toBe('/');
  });

  it('is an ordinary page for a visitor: a tap beside Start goes nowhere', () => {
    open();
    fireEvent.click(screen.getByRole('img', { name: /photostrip of three friends/ }));
    expect(window.location.pathname).toBe('/');
  });
});
