import type { PoseCount } from '../../../model/layouts.js';
import type { RoomPhoto } from '../../../model/together.js';
import { updateVisit } from '../../lib/storage/visit-store.js';

/**
 * The room's photos become this phone's visit, in pose order, marked as the room's: /edit then
 * decorates them through the room's shared document. A fresh strip: no decoration, no clips.
 */
export async function keepRoomPhotos(
  room: string,
  layout: PoseCount,
  photos: readonly RoomPhoto[],
  photoUrl: (photo: RoomPhoto) => string,
  fetchPhoto: (url: string) => Promise<Response> = (url) => fetch(url),
): Promise<void> {
  const blobs = await Promise.all(
    photos.map(async (photo) => {
      const answer = await fetchPhoto(photoUrl(photo));
      if (!answer.ok) throw new Error(`Pose ${photo.pose + 1}'s photo answered ${answer.status}`);
      return answer.blob();
    }),
  );
  await updateVisit({
    layout,
    photos: blobs,
    source: 'camera',
    photosSource: 'camera',
    clips: undefined,
    decoration: undefined,
    together: { room },
  });
}
