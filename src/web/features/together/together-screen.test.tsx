// @vitest-environment happy-dom
/**
 * The room's screens as a person meets them, on an in-memory room (the RoomServices and
 * RoomConnection interfaces; lib/together has its own tests): create, join (full, unknown),
 * the lobby (link, people, poses, remove, start) and the shoot (the shared 3-2-1 timed from
 * shootAtLocal, the shutter mark, the upload, photos arriving, Decorate together).
 */
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as Y from 'yjs';
import {
  PERSON_COLOURS,
  TOGETHER_SHOT_GAP_MS,
  type Participant,
  type RoomPhoto,
  type RoomState,
} from '../../../model/together.js';
import { capturePhoto } from '../../lib/camera/capture-photo.js';
import type { Camera } from '../../lib/photos/camera.js';
import { BrowserRouter } from '../../lib/router/router.js';
import type { RoomConnection, RoomSnapshot } from '../../lib/together/room-connection-contract.js';
import { choosePose, clearPlan, planChoicesOf } from '../../lib/together/shared-plan.js';
import { RoomServicesProvider, type RoomServices } from './room-services.js';
import { RoomView } from './room-view.js';
import { TogetherScreen } from './together-screen.js';

vi.mock('../../lib/camera/capture-photo.js', () => ({ capturePhoto: vi.fn() }));

const ROOM = 'r'.repeat(22);
const LETTER = 'L'.repeat(22);
const ANA = 'a'.repeat(22);
const BEN = 'b'.repeat(22);
const CHLOE = 'c'.repeat(22);
const TOKEN = 't'.repeat(43);

const person = (id: string, name: string, colour: number, host = false): Participant => ({
  id,
  name,
  colour: PERSON_COLOURS[colour]!,
  host,
  online: true,
});
const PEOPLE = [person(ANA, 'Ana', 0, true), person(BEN, 'Ben', 1), person(CHLOE, 'Chloé', 2)];

const roomState = (changes: Partial<RoomState> = {}): RoomState => ({
  id: ROOM,
  layout: 3,
  day: '2026-11-27',
  createdAt: '2026-11-27T20:00:00.000Z',
  participants: PEOPLE,
  photos: [],
  ...changes,
});

/** An in-memory connection: the test sets its snapshot; what the phone asks is recorded. */
function fakeConnection(you: string, room: RoomState | null = roomState()) {
  let current: RoomSnapshot = {
    status: room ? 'open' : 'connecting',
    room,
    you,
    participants: room?.participants ?? [],
    presence: new Map(),
    countdown: null,
    clockOffset: 0,
    closedBy: null,
  };
  const listeners = new Set<() => void>();
  const doc = new Y.Doc();
  const origin = {};
  const connection = {
    roomId: ROOM,
    doc,
    undoManager: new Y.UndoManager(doc.getMap('stickers'), { trackedOrigins: new Set([origin]) }),
    origin,
    snapshot: () => current,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setSelection: vi.fn(),
    startCountdown: vi.fn(),
    remove: vi.fn(),
    uploadPhoto: vi.fn((pose: number) => Promise.resolve<RoomPhoto>({ pose, version: 1, by: you })),
    photoUrl: (photo: RoomPhoto) => `/api/rooms/${ROOM}/photos/${photo.pose}?v=${photo.version}`,
    end: vi.fn(() => Promise.resolve()),
    close: vi.fn(),
  } satisfies RoomConnection;
  const set = (changes: Partial<RoomSnapshot>) =>
    act(() => {
      current = { ...current, ...changes };
      listeners.forEach((listener) => listener());
    });
  return { connection, set };
}

function fakeServices(changes: Partial<RoomServices> = {}): RoomServices {
  const joined = { room: ROOM, participant: BEN, token: TOKEN };
  return {
    createRoom: vi.fn(() => Promise.resolve(joined)),
    joinRoom: vi.fn(() => Promise.resolve(joined)),
    roomState: vi.fn(() => Promise.resolve(roomState({ participants: PEOPLE.slice(0, 1) }))),
    connect: () => null,
    ...changes,
  };
}

function showAt(url: string, services: RoomServices, layout: 2 | 3 | 4 | 6 | null = null) {
  window.history.replaceState(null, '', url);
  render(
    <BrowserRouter>
      <RoomServicesProvider services={services}>
        <TogetherScreen layout={layout} />
      </RoomServicesProvider>
    </BrowserRouter>,
  );
}

const noCamera: Camera = {
  open: () => Promise.reject(new DOMException('no', 'NotFoundError')),
  videoInputs: () => Promise.resolve([]),
};
/** happy-dom's MediaStream holds no tracks (the video shows nothing; capturePhoto is faked). */
class TracklessStream extends MediaStream {
  override getTracks(): MediaStreamTrack[] {
    return [];
  }
  override getVideoTracks(): MediaStreamTrack[] {
    return [];
  }
}
const liveCamera: Camera = {
  open: () => Promise.resolve(new TracklessStream()),
  videoInputs: () => Promise.resolve([]),
};

function showRoom(connection: RoomConnection, camera: Camera = noCamera) {
  window.history.replaceState(null, '', `/together?room=${ROOM}`);
  render(
    <BrowserRouter>
      <RoomView connection={connection} camera={camera} />
    </BrowserRouter>,
  );
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('creating a room', () => {
  it('needs a name, then creates the room with the layout from /layout and today, and opens it', async () => {
    const services = fakeServices();
    showAt('/together', services, 4);
    expect(screen.getByRole('heading', { level: 1, name: 'Make a strip together' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: '4 poses' })).toHaveProperty('checked', true);
    fireEvent.click(screen.getByRole('button', { name: 'Start the room' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Write your name first.');
    expect(services.createRoom).not.toHaveBeenCalled();

    fireEvent.change(screen.getByRole('textbox', { name: 'Your name' }), {
      target: { value: '  Ana ' },
    });
    fireEvent.click(screen.getByRole('radio', { name: 'Green' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Start the room' }));
    });
    expect(services.createRoom).toHaveBeenCalledWith({
      layout: 4,
      day: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) as string,
      name: 'Ana',
      colour: PERSON_COLOURS[2],
    });
    expect(window.location.search).toBe(`?room=${ROOM}`);
  });
});

describe('joining with the link', () => {
  it('shows who is in, disables the colours taken, joins and opens the room', async () => {
    let joined = false;
    const services = fakeServices({
      connect: () => (joined ? fakeConnection(BEN).connection : null),
      joinRoom: vi.fn(() => {
        joined = true;
        return Promise.resolve({ room: ROOM, participant: BEN, token: TOKEN });
      }),
    });
    showAt(`/together?room=${ROOM}`, services);
    expect(await screen.findByText(/Ana is making a strip of 3 poses together/)).toBeTruthy();
    const red = screen.getByRole('radio', { name: 'Red (taken)' });
    expect(red).toHaveProperty('disabled', true);
    expect(screen.getByRole('radio', { name: 'Blue' })).toHaveProperty('checked', true);
    fireEvent.change(screen.getByRole('textbox', { name: 'Your name' }), {
      target: { value: 'Ben' },
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Join' }));
    });
    expect(services.joinRoom).toHaveBeenCalledWith(ROOM, {
      name: 'Ben',
      colour: PERSON_COLOURS[1],
    });
    expect(await screen.findByRole('heading', { name: 'Who is here (3 of 6)' })).toBeTruthy();
  });

  it('says a full room is full, and an unknown one is not there, with a way to start', async () => {
    const full = PEOPLE.concat(PEOPLE).map((p, i) => ({ ...p, id: String(i).repeat(22) }));
    showAt(
      `/together?room=${ROOM}`,
      fakeServices({ roomState: () => Promise.resolve(roomState({ participants: full })) }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe('This room is full (6 people).');
    cleanup();

    const refused = Object.assign(new Error('gone'), { code: 'room_not_found' });
    showAt(`/together?room=${ROOM}`, fakeServices({ roomState: () => Promise.reject(refused) }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/^This room is not there/);
    expect(screen.getByRole('link', { name: 'Make your own strip' }).getAttribute('href')).toBe(
      '/layout',
    );
  });

  it('says when the name is taken, or the host removed this person, and takes no blank name', async () => {
    const refusals = ['name_taken', 'removed'].map((code) =>
      Object.assign(new Error(code), { code }),
    );
    const services = fakeServices({
      joinRoom: vi.fn(() => Promise.reject(refusals.shift() ?? new Error('no more'))),
    });
    showAt(`/together?room=${ROOM}`, services);
    const name = await screen.findByRole('textbox', { name: 'Your name' });
    // Zero-width spaces and a direction override: nothing the others would see.
    fireEvent.change(name, { target: { value: '\u200B\u202E\u200B' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Join' }));
    });
    expect(services.joinRoom).not.toHaveBeenCalled();
    expect(screen.getByText('Write your name first.')).toBeTruthy();
    fireEvent.change(name, { target: { value: ' Ana\u200B ' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Join' }));
    });
    expect(services.joinRoom).toHaveBeenLastCalledWith(ROOM, {
      name: 'Ana',
      colour: PERSON_COLOURS[1],
    });
    expect(screen.getByRole('alert').textContent).toBe(
      'Someone in this room already has that name. Choose another.',
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Join' }));
    });
    expect(screen.getByRole('alert').textContent).toBe(
      'The host removed you from this room, so you cannot join it again from here.',
    );
  });

  it('refuses a malformed room id without asking the server', () => {
    const services = fakeServices();
    showAt('/together?room=nope', services);
    expect(screen.getByRole('alert').textContent).toMatch(/^This room is not there/);
    expect(services.roomState).not.toHaveBeenCalled();
  });
});

describe('the lobby', () => {
  it('gives the host the link, its QR code, the people and the poses, and starts the countdown', () => {
    const { connection } = fakeConnection(ANA);
    showRoom(connection);
    expect(screen.getByText(`${window.location.origin}/together?room=${ROOM}`)).toBeTruthy();
    expect(screen.getByRole('img', { name: 'QR code of the room link' })).toBeTruthy();
    const people = screen.getByRole('region', { name: 'Who is here (3 of 6)' });
    expect(within(people).getByText('Ana (you)')).toBeTruthy();
    expect(within(people).getByText('host')).toBeTruthy();

    const pose3 = screen.getByRole('combobox', { name: 'Pose 3' }) as HTMLSelectElement;
    expect(pose3.value).toBe(CHLOE);
    fireEvent.change(pose3, { target: { value: ANA } });
    fireEvent.click(screen.getByRole('button', { name: 'Start countdown' }));
    expect(connection.startCountdown).toHaveBeenLastCalledWith([ANA, BEN, ANA]);
    fireEvent.click(screen.getByRole('button', { name: 'Everyone takes one' }));
    fireEvent.click(screen.getByRole('button', { name: 'Start countdown' }));
    expect(connection.startCountdown).toHaveBeenLastCalledWith([ANA, BEN, CHLOE]);
    // The host's room, its Start in a box of its own: on a phone it sticks to the screen's foot
    // and the camera comes after the invitation (together.css).
    expect(document.querySelector('.together-room')?.classList.contains('is-host')).toBe(true);
    const start = screen.getByRole('button', { name: 'Start countdown' });
    expect(start.parentElement?.className).toBe('together-start');
  });

  it('says why the room refused the host’s countdown', () => {
    const { connection, set } = fakeConnection(ANA);
    showRoom(connection);
    set({ refusal: { code: 'unknown_participant', error: 'Unknown participant.' } });
    expect(screen.getByRole('alert').textContent).toBe(
      'Someone on the list has left the room. Check who takes each pose, then start again.',
    );
  });

  it('removes a participant only after the host confirms', () => {
    const { connection } = fakeConnection(ANA);
    showRoom(connection);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Ben' }));
    expect(connection.remove).not.toHaveBeenCalled();
    const confirm = screen.getByRole('group', { name: 'Remove Ben from the room?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Keep' }));
    expect(connection.remove).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Ben' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(connection.remove).toHaveBeenCalledWith(BEN);
  });

  it('shows a guest who takes each pose and who starts, without the host’s controls', () => {
    const { connection } = fakeConnection(BEN);
    showRoom(connection);
    expect(screen.getByText('Ana starts the countdown when everyone is ready.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Start countdown' })).toBeNull();
    expect(document.querySelector('.together-room')?.classList.contains('is-host')).toBe(false);
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
    expect(screen.getAllByText('Pose 2: Ben').length).toBeGreaterThan(0);
  });

  it("shows a guest the host's choices as they are made, through the room's document", () => {
    const host = fakeConnection(ANA);
    const guest = fakeConnection(BEN);
    // The two phones' documents, each change sent to the other as the socket would.
    host.connection.doc.on('update', (update: Uint8Array) =>
      Y.applyUpdate(guest.connection.doc, update),
    );
    showRoom(guest.connection);
    expect(screen.getAllByText('Pose 3: Chloé').length).toBeGreaterThan(0);
    act(() => choosePose(host.connection.doc, host.connection.origin, 2, ANA));
    expect(screen.getAllByText('Pose 3: Ana').length).toBeGreaterThan(0);
    act(() => clearPlan(host.connection.doc, host.connection.origin));
    expect(screen.getAllByText('Pose 3: Chloé').length).toBeGreaterThan(0);
  });

  it("keeps the host's choices in the room's document, so a reload finds them", () => {
    const { connection } = fakeConnection(ANA);
    showRoom(connection);
    const pose3 = screen.getByRole('combobox', { name: 'Pose 3' }) as HTMLSelectElement;
    fireEvent.change(pose3, { target: { value: ANA } });
    expect(planChoicesOf(connection.doc)).toEqual(new Map([[2, ANA]]));
    cleanup();
    showRoom(connection);
    expect((screen.getByRole('combobox', { name: 'Pose 3' }) as HTMLSelectElement).value).toBe(ANA);
  });

  it('says why a phone is out of the room', () => {
    const { connection, set } = fakeConnection(BEN);
    showRoom(connection);
    set({ status: 'removed' });
    expect(screen.getByRole('alert').textContent).toBe('The host removed you from this room.');
    set({ status: 'closed', closedBy: 'Ana' });
    expect(screen.getByRole('alert').textContent).toBe('This room has ended: Ana sent its strip.');
    expect(screen.queryByRole('link', { name: 'Open the letter' })).toBeNull();
    // Ended with a letter (heard live, or asked again after a reload): it can be opened.
    set({ status: 'closed', closedBy: 'Ana', closedLetter: LETTER });
    const letter = screen.getByRole('link', { name: 'Open the letter' });
    expect(letter.getAttribute('href')).toBe(`/final-letter?id=${LETTER}`);
  });
});

describe('the shoot', () => {
  beforeEach(() => {
    vi.mocked(capturePhoto).mockReset();
    vi.mocked(capturePhoto).mockResolvedValue(new Blob(['jpeg'], { type: 'image/jpeg' }));
  });

  it('counts 3-2-1 to shootAtLocal and shoots this phone’s poses a gap apart, marking each shutter', async () => {
    vi.useFakeTimers({ now: 1_000_000, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const marks: unknown[] = [];
    const mark = vi.spyOn(performance, 'mark').mockImplementation((name, options) => {
      marks.push({ name, detail: options?.detail, at: Date.now() });
      return undefined as unknown as PerformanceMark;
    });
    const { connection, set } = fakeConnection(ANA);
    showRoom(connection, liveCamera);
    await act(() => vi.advanceTimersByTimeAsync(0));
    // The message came 1 s late: the 3-2-1 is still timed from shootAtLocal.
    const shootAt = Date.now() + 2_500;
    set({ countdown: { poses: [ANA, BEN, ANA], shootAtLocal: shootAt } });
    const shown = () => document.querySelector('.together-countdown')?.textContent;
    expect(shown()).toBe('3');
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(shown()).toBe('2');
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(shown()).toBe('1');
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(marks).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(marks).toEqual([{ name: 'together:shutter', detail: { pose: 0 }, at: shootAt }]);
    expect(connection.uploadPhoto).toHaveBeenCalledWith(0, expect.any(Blob));
    // A better clock offset moves the moment a little after the shot: it is not taken again.
    set({ countdown: { poses: [ANA, BEN, ANA], shootAtLocal: shootAt + 30 } });
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(marks).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(TOGETHER_SHOT_GAP_MS - 100 + 30));
    expect(marks).toHaveLength(2);
    expect(marks[1]).toEqual({
      name: 'together:shutter',
      detail: { pose: 2 },
      at: shootAt + 30 + TOGETHER_SHOT_GAP_MS,
    });
    expect(connection.uploadPhoto).toHaveBeenLastCalledWith(2, expect.any(Blob));
    expect(capturePhoto).toHaveBeenCalledTimes(2);
    mark.mockRestore();
  });

  it('retakes a pose after a local 3-2-1', async () => {
    vi.useFakeTimers({ now: 1_000_000, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const { connection, set } = fakeConnection(BEN);
    showRoom(connection, liveCamera);
    await act(() => vi.advanceTimersByTimeAsync(0));
    set({ countdown: { poses: [ANA, BEN, CHLOE], shootAtLocal: Date.now() - 60_000 } });
    // Nothing to retake before the pose has a photo.
    expect(screen.queryByRole('button', { name: 'Retake pose 2' })).toBeNull();
    set({ room: roomState({ photos: [{ pose: 1, version: 1, by: BEN }] }) });
    expect(screen.queryByRole('button', { name: 'Retake pose 1' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Retake pose 2' }));
    await act(() => vi.advanceTimersByTimeAsync(2_999));
    expect(capturePhoto).not.toHaveBeenCalled();
    // The server is busy the first time (every phone sends at once): sent again after a pause.
    connection.uploadPhoto.mockRejectedValueOnce(
      Object.assign(new Error('busy'), { code: 'busy' }),
    );
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(capturePhoto).toHaveBeenCalledTimes(1);
    expect(connection.uploadPhoto).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Sending…')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(700));
    expect(connection.uploadPhoto).toHaveBeenCalledTimes(2);
    expect(connection.uploadPhoto).toHaveBeenLastCalledWith(1, expect.any(Blob));
    expect(screen.queryByText('Sending…')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('sends no retake again when the pose went to someone else, and says so', async () => {
    vi.useFakeTimers({ now: 1_000_000, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const { connection, set } = fakeConnection(BEN);
    showRoom(connection, liveCamera);
    await act(() => vi.advanceTimersByTimeAsync(0));
    set({
      countdown: { poses: [ANA, BEN, CHLOE], shootAtLocal: Date.now() - 60_000 },
      room: roomState({ photos: [{ pose: 1, version: 1, by: BEN }] }),
    });
    connection.uploadPhoto.mockRejectedValue(
      Object.assign(new Error('not yours'), { code: 'not_your_pose' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Retake pose 2' }));
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(connection.uploadPhoto).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alert').textContent).toBe(
      'This pose is someone else’s: only they can take its photo.',
    );
  });

  it('fills the strip as photos arrive and offers Decorate together once every pose has one', () => {
    const { connection, set } = fakeConnection(BEN);
    showRoom(connection);
    // Nothing to decorate before the first photo: the lobby keeps its room.
    expect(screen.queryByRole('button', { name: 'Decorate together' })).toBeNull();
    set({ room: roomState({ photos: [{ pose: 0, version: 1, by: ANA }] }) });
    const decorate = screen.getByRole('button', { name: 'Decorate together' });
    expect(decorate).toHaveProperty('disabled', true);
    expect(screen.getByText('2 photos to go.')).toBeTruthy();
    const photo = screen.getByRole('img', { name: 'Pose 1, taken by Ana' });
    expect(photo.getAttribute('src')).toBe(`/api/rooms/${ROOM}/photos/0?v=1`);
    set({
      room: roomState({
        photos: [
          { pose: 0, version: 1, by: ANA },
          { pose: 0, version: 2, by: ANA },
          { pose: 1, version: 1, by: BEN },
          { pose: 2, version: 1, by: CHLOE },
        ],
      }),
    });
    expect(screen.getByRole('img', { name: 'Pose 1, taken by Ana' }).getAttribute('src')).toBe(
      `/api/rooms/${ROOM}/photos/0?v=2`,
    );
    expect(decorate).toHaveProperty('disabled', false);
  });

  it('lets a phone without a camera upload its pose instead', async () => {
    const { connection } = fakeConnection(BEN);
    showRoom(connection);
    expect(await screen.findByText(/Without a camera you can upload/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retake pose 2' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Upload a photo for pose 2' })).toBeTruthy();
  });
});
