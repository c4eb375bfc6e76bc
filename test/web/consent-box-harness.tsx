/**
 * The consent box's set-up for component tests: an event's API, the records and the strip
 * uploads in memory, a log of what was asked, and the box as /download shows it. Outside src/,
 * so never in the app.
 */
import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { expect } from 'vitest';
import type { CreatedEntry, GalleryMode } from '../../src/model/live-event.js';
import { ApiRequestError } from '../../src/web/lib/api/api-request-error.js';
import type { EventLookup, LiveEventApi } from '../../src/web/lib/api/live-event-api.js';
import { consentRecords } from '../../src/web/lib/event/consent-records.js';
import { memoryStorage } from '../../src/web/lib/storage/safe-storage.js';
import { stripUploads } from '../../src/web/lib/share/strip-uploads.js';
import { ConsentBox } from '../../src/web/features/download/consent-box.js';
import {
  useConsent,
  type ConsentDependencies,
} from '../../src/web/features/download/use-consent.js';
import type { StripSource } from '../../src/web/features/download/use-strip-source.js';

export const CODE = 'abcdefghjkmn23';
export const TOKEN = 't'.repeat(43);
export const ENTRY = 'e'.repeat(22);

function eventWith(gallery: GalleryMode): EventLookup {
  return {
    status: 'open',
    event: {
      code: CODE,
      settings: {
        name: 'Fair',
        greeting: 'Hi',
        language: 'en',
        idleSeconds: 60,
        sources: 'camera',
        print: false,
        printLayout: 'strip',
        gallery,
        keepDays: 30,
      },
      endsAt: Date.now() + 1e9,
    },
  };
}

export function setUp(gallery: GalleryMode = 'approval', storage = memoryStorage()) {
  const log: string[] = [];
  let failNext: unknown = null;
  let refuseVideo = false;
  const api: LiveEventApi = {
    getEvent: () => Promise.resolve(eventWith(gallery)),
    createEntry(code, strip, video) {
      const named = (upload: { url: string; claim: string }) => ` ${upload.url} (${upload.claim})`;
      log.push(`create ${code}${named(strip)}${video ? named(video) : ''}`);
      if (failNext) return Promise.reject(failNext);
      if (video && refuseVideo) {
        return Promise.reject(new ApiRequestError('taken', 409, 'video_in_use'));
      }
      return Promise.resolve<CreatedEntry>({
        id: ENTRY,
        state: gallery === 'instant' ? 'approved' : 'waiting',
        deleteToken: TOKEN,
      });
    },
    deleteEntry(code, id, token) {
      log.push(`delete ${code} ${id} ${token}`);
      if (failNext) return Promise.reject(failNext);
      return Promise.resolve();
    },
  };
  const deps: ConsentDependencies = {
    api,
    records: consentRecords(storage),
    uploads: stripUploads(
      storage,
      () => {
        log.push('upload');
        return Promise.resolve({ url: 'http://booth.test/strips/photostrip-a.png', claim: 'a' });
      },
      (png) => png.text(),
    ),
  };
  return {
    log,
    deps,
    storage,
    fail: (error: unknown) => (failNext = error),
    refuseVideos: () => (refuseVideo = true),
  };
}

export function Harness({
  deps,
  strip,
  code = CODE,
}: {
  deps: ConsentDependencies;
  strip: StripSource;
  code?: string | null;
}) {
  const [kept] = useState<GalleryMode | null>(null);
  const consent = useConsent(code, strip, kept, deps);
  return consent ? <ConsentBox consent={consent} /> : <p>no box</p>;
}

export const STRIP = new Blob(['strip one'], { type: 'image/png' });
export const box = () =>
  screen.findByRole('checkbox', { name: "Show my strip on the event's screen and gallery" });

/** The box ticked (or not) and its change saved: the tick itself shows before the server answers. */
export async function saved(checkbox: HTMLInputElement, ticked: boolean) {
  await waitFor(() => expect(checkbox.getAttribute('aria-busy')).toBe('false'));
  expect(checkbox.checked).toBe(ticked);
}
