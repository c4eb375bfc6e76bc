import { useState, type ReactNode } from 'react';
import { VIDEO_FILE_NAME, VIDEO_FILE_NAME_WEBM } from '../../../model/living-strip.js';
import { useT } from '../../lib/i18n/language.js';
import type { LivingStripInput } from '../../lib/living/living-input.js';
import type { LivingVideos, VideoCard, VideoFile } from '../../lib/living/living-videos.js';
import { saveFile } from '../../lib/share/save-file.js';
import { canShareFile, shareFile, useCanShareFile } from '../../lib/share/share-files.js';
import { MoreWays } from './more-ways.js';
import './video-buttons.css';

export interface VideoButtonsProps {
  /** The visit's living strip. */
  living: LivingStripInput;
  videos: LivingVideos;
  /** What comes right after Download video (the letter). */
  next?: ReactNode;
  /** The still's downloads and shares, grouped with Story video and Share video. */
  more?: ReactNode;
}

type Making = VideoCard | 'share' | null;

/** The share sheet refused: the press's moment had passed while the video was made. */
function activationLost(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'NotAllowedError';
}

/**
 * Download video (photostrip.mp4, or .webm where only WebM can be made): the page's one primary
 * action, the strip as it was seen living; then, grouped under 'More ways to keep it', Story
 * video (the strip on a 1080 × 1920 card), Share video where the share sheet takes video files,
 * and the still's buttons (`more`). Each video
 * is made on the first press, in the engine's worker, and kept (lib/living/living-videos.ts);
 * while one is made the buttons say so and wait, and the still downloads beside stay as they
 * are. A share sheet that can only open within a press's moment may refuse once the video took
 * longer: the video is kept and a second press opens it at once.
 */
export function VideoButtons({ living, videos, next, more }: VideoButtonsProps) {
  const t = useT();
  const [making, setMaking] = useState<Making>(null);
  const [failed, setFailed] = useState(false);
  const [shareFailed, setShareFailed] = useState(false);
  const [readyToShare, setReadyToShare] = useState(false);
  const sharesMp4 = useCanShareFile(VIDEO_FILE_NAME, 'video/mp4');
  const sharesWebm = useCanShareFile(VIDEO_FILE_NAME_WEBM, 'video/webm');

  async function made(card: VideoCard, press: Making): Promise<VideoFile | null> {
    setMaking(press);
    setFailed(false);
    setShareFailed(false);
    setReadyToShare(false);
    try {
      return await videos.video(living, card);
    } catch (error) {
      console.error('The video could not be made', error);
      setFailed(true);
      return null;
    } finally {
      setMaking(null);
    }
  }

  async function download(card: VideoCard) {
    const video = await made(card, card);
    if (video) saveFile(video.blob, video.fileName);
  }

  async function share() {
    const video = await made('strip', 'share');
    if (!video) return;
    // A browser that shares MP4s but not WebMs (or the reverse) saves the file instead.
    if (!canShareFile(video.fileName, video.type)) return saveFile(video.blob, video.fileName);
    try {
      await shareFile(new File([video.blob], video.fileName, { type: video.type }));
    } catch (error) {
      if (activationLost(error)) return setReadyToShare(true);
      console.error('Sharing the video failed', error);
      setShareFailed(true);
    }
  }

  const busy = making !== null;
  const label = (press: Making, idle: string) =>
    making === press ? t('download.makingVideo') : idle;
  return (
    <>
      <div className="download-next">
        <button
          type="button"
          className="button button-primary video-button"
          disabled={busy}
          aria-busy={making === 'strip'}
          onClick={() => void download('strip')}
        >
          {label('strip', t('download.downloadVideo'))}
        </button>
        {next}
      </div>
      <MoreWays>
        <button
          type="button"
          className="button video-button"
          disabled={busy}
          aria-busy={making === 'story'}
          onClick={() => void download('story')}
        >
          {label('story', t('download.storyVideo'))}
        </button>
        {(sharesMp4 || sharesWebm) && (
          <button
            type="button"
            className="button video-button"
            disabled={busy}
            aria-busy={making === 'share'}
            onClick={() => void share()}
          >
            {label('share', t('download.shareVideo'))}
          </button>
        )}
        {more}
      </MoreWays>
      {/* Said under the buttons too while a video is made (the pressed one may be scrolled
          off), and for the share that needs a second press. */}
      <p
        role="status"
        className={busy || readyToShare ? 'download-video-status' : 'visually-hidden'}
      >
        {busy ? t('download.makingVideo') : readyToShare ? t('download.videoReadyToShare') : ''}
      </p>
      {failed && (
        <p className="download-error" role="alert">
          {t('download.videoFailed')}
        </p>
      )}
      {shareFailed && (
        <p className="download-error" role="alert">
          {t('download.shareFailed')}
        </p>
      )}
    </>
  );
}
