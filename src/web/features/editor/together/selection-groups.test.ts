import { describe, expect, it } from 'vitest';
import type { Participant, Selection } from '../../../../model/together.js';
import { selectionGroups } from './selection-groups.js';

const person = (id: string, colour: Participant['colour'] = '#d62e4d'): Participant => ({
  id,
  name: id,
  colour,
  host: false,
  online: true,
});
const [ana, ben, chloe, dev] = ['Ana', 'Ben', 'Chloe', 'Dev'].map((id) => person(id));
const everyone = [ana!, ben!, chloe!, dev!];

describe('selectionGroups', () => {
  it('puts people on the same thing together, in the room’s order, and leaves out this phone', () => {
    const presence = new Map<string, Selection>([
      ['Dev', { kind: 'sticker', id: 7 }],
      ['Ben', { kind: 'photo', index: 1 }],
      ['Chloe', { kind: 'sticker', id: 7 }],
      ['Ana', { kind: 'sticker', id: 7 }],
    ]);
    const groups = selectionGroups(everyone, presence, 'Ana');
    expect(groups.map((group) => [group.key, group.people.map((p) => p.id)])).toEqual([
      ['photo:1', ['Ben']],
      ['sticker:7', ['Chloe', 'Dev']],
    ]);
    expect(groups[1]?.selection).toEqual({ kind: 'sticker', id: 7 });
  });

  it('tells a sticker from a photo of the same number, and skips nothing selected', () => {
    const presence = new Map<string, Selection>([
      ['Ben', { kind: 'sticker', id: 1 }],
      ['Chloe', { kind: 'photo', index: 1 }],
      ['Dev', null],
    ]);
    const groups = selectionGroups(everyone, presence, 'Ana');
    expect(groups.map((group) => group.key)).toEqual(['sticker:1', 'photo:1']);
  });
});
