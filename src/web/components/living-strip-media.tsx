/**
 * A strip at a shared event as the show and the gallery draw it: its living strip's video when
 * the guest sent one (muted, looping, inline, the strip image its poster, so it shows at once
 * and stays when the video cannot play), else the still. Whoever asks for reduced motion sees
 * the still. With `whenOnScreen` (the gallery's grid), a video loads and plays only while it is
 * on screen, so a page of tiles does not decode dozens of videos.
 */
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

const subscribeMotion = (changed: () => void) => {
  if (typeof matchMedia === 'undefined') return () => undefined;
  const query = matchMedia(REDUCED_MOTION);
  query.addEventListener('change', changed);
  return () => query.removeEventListener('change', changed);
};
const reducedMotion = () => typeof matchMedia !== 'undefined' && matchMedia(REDUCED_MOTION).matches;

export interface LivingStripMediaProps {
  /** The still: the strip or its display copy; the video's poster. */
  src: string;
  /** The living strip's video, when there is one. */
  video?: string | undefined;
  className: string;
  alt: string;
  width?: number | undefined;
  height?: number | undefined;
  loading?: 'lazy' | 'eager';
  whenOnScreen?: boolean;
}

export function LivingStripMedia(props: LivingStripMediaProps) {
  const { src, video, className, alt, width, height, loading, whenOnScreen = false } = props;
  const reduced = useSyncExternalStore(subscribeMotion, reducedMotion, () => true);
  // A video that cannot play (gone, or a format this browser lacks) leaves the still.
  const [failed, setFailed] = useState(false);
  if (!video || reduced || failed) {
    return (
      <img
        className={className}
        src={src}
        alt={alt}
        width={width}
        height={height}
        loading={loading}
        decoding="async"
      />
    );
  }
  return (
    <StripVideo
      {...{ src, video, className, alt, width, height, whenOnScreen }}
      onFailed={() => setFailed(true)}
    />
  );
}

function StripVideo({
  src,
  video,
  className,
  alt,
  width,
  height,
  whenOnScreen,
  onFailed,
}: Required<Pick<LivingStripMediaProps, 'src' | 'video' | 'className' | 'alt'>> &
  Pick<LivingStripMediaProps, 'width' | 'height'> & {
    whenOnScreen: boolean;
    onFailed: () => void;
  }) {
  const element = useRef<HTMLVideoElement>(null);
  const [onScreen, setOnScreen] = useState(!whenOnScreen);
  useEffect(() => {
    const target = element.current;
    if (!whenOnScreen || !target || typeof IntersectionObserver === 'undefined') {
      setOnScreen(true);
      return;
    }
    const observer = new IntersectionObserver((seen) => {
      setOnScreen(seen.some((entry) => entry.isIntersecting));
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [whenOnScreen]);
  useEffect(() => {
    const target = element.current;
    if (!target) return;
    if (onScreen) void target.play().catch(() => undefined);
    else target.pause();
  }, [onScreen]);
  return (
    <video
      ref={element}
      className={className}
      // No address until it is on screen: nothing is fetched for a tile scrolled past.
      src={onScreen ? video : undefined}
      poster={src}
      width={width}
      height={height}
      aria-label={alt}
      muted
      autoPlay={onScreen}
      loop
      playsInline
      preload={onScreen ? 'auto' : 'none'}
      onError={onFailed}
    />
  );
}
