import { beforeEach, describe, expect, it, vi } from 'vitest';
import { updateVisit } from '../../lib/storage/visit-store.js';
import { keepRoomPhotos } from './decorate-together.js';

vi.mock('../../lib/storage/visit-store.js', () => ({ updateVisit: vi.fn() }));

const ROOM = 'r'.repeat(22);
const BY = 'a'.repeat(22);
const url = (photo: { pose: number; version: number }) => `/p/${photo.pose}/${photo.version}`;

beforeEach(() => vi.mocked(updateVisit).mockReset());

describe('keepRoomPhotos', () => {
  it('keeps the room’s photos in pose order as a fresh camera strip of the room', async () => {
    const fetched: string[] = [];
    const fetchPhoto = (address: string) => {
      fetched.push(address);
      return Promise.resolve(new Response(new Blob([address], { type: 'image/jpeg' })));
    };
    const photos = [
      { pose: 0, version: 2, by: BY },
      { pose: 1, version: 1, by: BY },
    ];
    await keepRoomPhotos(ROOM, 2, photos, url, fetchPhoto);
    expect(fetched).toEqual(['/p/0/2', '/p/1/1']);
    const change = vi.mocked(updateVisit).mock.calls[0]![0];
    expect(change).toMatchObject({
      layout: 2,
      source: 'camera',
      photosSource: 'camera',
      together: { room: ROOM },
    });
    expect('decoration' in change && change.decoration === undefined).toBe(true);
    expect(await Promise.all(change.photos!.map((photo) => photo.text()))).toEqual([
      '/p/0/2',
      '/p/1/1',
    ]);
  });

  it('keeps nothing when a photo cannot be fetched', async () => {
    const fetchPhoto = (address: string) =>
      Promise.resolve(new Response(null, { status: address.endsWith('/1') ? 404 : 200 }));
    await expect(
      keepRoomPhotos(ROOM, 2, [{ pose: 0, version: 1, by: BY }], url, fetchPhoto),
    ).rejects.toThrow(/404/);
    expect(updateVisit).not.toHaveBeenCalled();
  });
});
