import { describe, expect, it } from 'vitest';
import type { Participant, RoomState, ServerMessage } from '../../../model/together.js';
import {
  applyServerMessage,
  snapshotOf,
  startFacts,
  withPhoto,
  type RoomFacts,
} from './room-state.js';

const ana = 'a'.repeat(22);
const ben = 'b'.repeat(22);
const person = (id: string, online = true): Participant => ({
  id,
  name: id === ana ? 'Ana' : 'Ben',
  colour: id === ana ? '#d62e4d' : '#1f6fd1',
  host: id === ana,
  online,
});
const room: RoomState = {
  id: 'r'.repeat(22),
  layout: 3,
  day: '2026-11-27',
  createdAt: '2026-11-27T10:00:00.000Z',
  participants: [person(ana), person(ben)],
  photos: [],
};
const welcome: ServerMessage = { type: 'welcome', you: ben, room, update: '', serverTime: 0 };

const run = (messages: ServerMessage[], facts: RoomFacts = startFacts(ben)) =>
  messages.reduce(applyServerMessage, facts);

describe('the room’s facts', () => {
  it('opens on the welcome and keeps the others’ selections, not its own', () => {
    const facts = run([
      welcome,
      { type: 'presence', participant: ana, selection: { kind: 'photo', index: 1 } },
      { type: 'presence', participant: ben, selection: { kind: 'sticker', id: 2 } },
    ]);
    const snapshot = snapshotOf(facts);
    expect(snapshot.status).toBe('open');
    expect(snapshot.participants).toHaveLength(2);
    expect([...snapshot.presence]).toEqual([[ana, { kind: 'photo', index: 1 }]]);
  });

  it('forgets the selection of someone who went offline', () => {
    const facts = run([
      welcome,
      { type: 'presence', participant: ana, selection: { kind: 'photo', index: 0 } },
      { type: 'participants', participants: [person(ana, false), person(ben)] },
    ]);
    expect(snapshotOf(facts).presence.size).toBe(0);
    expect(snapshotOf(facts).participants[0]?.online).toBe(false);
  });

  it('keeps the newest version of each pose’s photo', () => {
    let state = withPhoto(room, { pose: 2, version: 1, by: ana });
    state = withPhoto(state, { pose: 0, version: 1, by: ben });
    state = withPhoto(state, { pose: 2, version: 3, by: ana });
    state = withPhoto(state, { pose: 2, version: 2, by: ana });
    expect(state.photos).toEqual([
      { pose: 0, version: 1, by: ben },
      { pose: 2, version: 3, by: ana },
    ]);
  });

  it('gives the countdown in local time with the measured offset', () => {
    const facts = {
      ...run([welcome, { type: 'countdown', poses: [ana, ben, null], shootAt: 50_000 }]),
      samples: [{ sent: 1000, serverTime: 11_010, received: 1020 }],
    };
    expect(snapshotOf(facts).clockOffset).toBe(10_000);
    expect(snapshotOf(facts).countdown).toEqual({ poses: [ana, ben, null], shootAtLocal: 40_000 });
  });

  it('keeps the server’s last refusal of this phone’s messages', () => {
    const facts = run([
      welcome,
      { type: 'refused', code: 'not_host', error: 'Only the host can start the countdown.' },
    ]);
    expect(snapshotOf(facts).refusal).toEqual({
      code: 'not_host',
      error: 'Only the host can start the countdown.',
    });
    expect(snapshotOf(run([welcome])).refusal).toBeNull();
  });

  it('ends on removed or closed, and then listens to nothing more', () => {
    expect(run([welcome, { type: 'removed' }]).status).toBe('removed');
    const closed = run([welcome, { type: 'closed', by: 'Ana' }, welcome]);
    expect(closed).toMatchObject({ status: 'closed', closedBy: 'Ana', closedLetter: null });
    const sent = run([welcome, { type: 'closed', by: 'Ana', letter: 'LetterLetterLetterLett' }]);
    expect(sent).toMatchObject({ closedBy: 'Ana', closedLetter: 'LetterLetterLetterLett' });
  });
});
