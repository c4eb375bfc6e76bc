import type { Translate } from '../../lib/i18n/message-key.js';

interface PickerFacts {
  adding: boolean;
  photos: number;
  poses: number;
  /** A finger, not a mouse: 'Tap', and no dropping of files (which a touch screen cannot do). */
  touch: boolean;
}

/** The line under the picker's buttons: what it holds, and what a press on a photo does. */
export function pickerCount(t: Translate, { adding, photos, poses, touch }: PickerFacts): string {
  if (adding) return t('layout.addingPhotos');
  if (photos === 0) return t(touch ? 'layout.noPhotosYetTouch' : 'layout.noPhotosYet');
  if (photos <= poses) return t('layout.photosLoaded', { count: photos });
  return t(touch ? 'layout.photosLoadedChoose' : 'layout.photosLoadedChoosePointer', {
    count: photos,
    poses,
  });
}
