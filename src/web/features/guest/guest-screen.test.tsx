// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PublicEvent } from '../../../model/live-event.js';
import type { EventLookup, LiveEventApi } from '../../lib/api/live-event-api.js';
import { GUEST_EVENT_KEY } from '../../lib/event/event-keys.js';
import { readGuestEvent } from '../../lib/event/guest-event.js';
import { StaticRouter } from '../../lib/router/router.js';
import { GuestScreen } from './guest-screen.js';

const CODE = 'abcdefghjkmn23';
const EVENT: PublicEvent = {
  code: CODE,
  settings: {
    name: 'Ana & Tom',
    greeting: 'So glad you came!',
    language: 'en',
    idleSeconds: 60,
    sources: 'camera',
    print: false,
    printLayout: 'strip',
    gallery: 'approval',
    keepDays: 30,
  },
  endsAt: Date.now() + 86_400_000,
};

function api(answers: (() => Promise<EventLookup>)[]): LiveEventApi & { asked: number } {
  const fake = {
    asked: 0,
    getEvent() {
      const answer = answers[Math.min(fake.asked, answers.length - 1)];
      fake.asked += 1;
      return answer ? answer() : Promise.reject(new Error('no answer'));
    },
    createEntry: () => Promise.reject(new Error('unused')),
    deleteEntry: () => Promise.reject(new Error('unused')),
  };
  return fake;
}

function show(fake: LiveEventApi) {
  const path = `/e/${CODE}`;
  render(
    <StaticRouter location={path}>
      <GuestScreen pathname={path} api={fake} />
    </StaticRouter>,
  );
}

const open = () => Promise.resolve<EventLookup>({ status: 'open', event: EVENT });
const offline = () => Promise.reject(new TypeError('Failed to fetch'));

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('GuestScreen', () => {
  it("welcomes with the event's name and greeting, keeps the event and starts the booth", async () => {
    show(api([open]));
    expect(await screen.findByRole('heading', { name: 'Ana & Tom' })).toBeTruthy();
    expect(screen.getByText('So glad you came!')).toBeTruthy();
    // The host allows the camera only: nothing to choose on /layout, the camera at once.
    const start = screen.getByRole('link', { name: 'Make my strip' });
    expect(start.getAttribute('href')).toBe('/capture');
    expect(readGuestEvent()).toMatchObject({ code: CODE, name: 'Ana & Tom', sources: 'camera' });
  });

  it('starts at /layout when the guests may upload too', async () => {
    const both = {
      ...EVENT,
      settings: { ...EVENT.settings, sources: 'camera-and-upload' as const },
    };
    show(api([() => Promise.resolve<EventLookup>({ status: 'open', event: both })]));
    const start = await screen.findByRole('link', { name: 'Make my strip' });
    expect(start.getAttribute('href')).toBe('/layout');
  });

  it('says an unknown code does not work, and keeps nothing', async () => {
    show(api([() => Promise.resolve({ status: 'unknown' })]));
    expect(
      await screen.findByRole('heading', { name: "This event link doesn't work" }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Make a strip of my own' }).getAttribute('href')).toBe(
      '/',
    );
    expect(localStorage.getItem(GUEST_EVENT_KEY)).toBeNull();
  });

  it('says an ended event has ended, and forgets it on this phone', async () => {
    localStorage.setItem(
      GUEST_EVENT_KEY,
      JSON.stringify({ ...EVENT.settings, code: CODE, endsAt: EVENT.endsAt }),
    );
    expect(readGuestEvent()).not.toBeNull();
    show(api([() => Promise.resolve({ status: 'ended' })]));
    expect(await screen.findByRole('heading', { name: 'This event has ended' })).toBeTruthy();
    expect(localStorage.getItem(GUEST_EVENT_KEY)).toBeNull();
    // No dead end: a strip of one's own, or an event of one's own.
    const own = screen.getByRole('link', { name: 'Make a strip of my own' });
    expect(own.getAttribute('href')).toBe('/');
    const host = screen.getByRole('link', { name: 'Host a new event' });
    expect(host.getAttribute('href')).toBe('/event#share');
  });

  it('opens the event kept from before when offline', async () => {
    localStorage.setItem(
      GUEST_EVENT_KEY,
      JSON.stringify({ ...EVENT.settings, code: CODE, endsAt: EVENT.endsAt }),
    );
    show(api([offline]));
    expect(await screen.findByRole('heading', { name: 'Ana & Tom' })).toBeTruthy();
  });

  it('says when the event cannot be reached, and tries again on request', async () => {
    const fake = api([offline, open]);
    show(fake);
    expect((await screen.findByRole('alert')).textContent).toContain("couldn't reach the event");
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Ana & Tom' })).toBeTruthy();
    expect(fake.asked).toBe(2);
  });
});
