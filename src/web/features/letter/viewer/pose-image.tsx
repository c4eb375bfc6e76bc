import { useEffect, useState, type CSSProperties } from 'react';

/** The full PNG once it has arrived, else the copy already shown. */
export function useFullOnceLoaded(shown: string, full: string | null): string {
  const [source, setSource] = useState(shown);
  useEffect(() => {
    if (!full || full === shown) return;
    const image = new Image();
    image.onload = () => setSource(full);
    image.src = full;
    return () => {
      image.onload = null;
    };
  }, [shown, full]);
  return source;
}

/**
 * One pose: the whole strip, placed so the pose fills its frame. The current pose of a living
 * strip is its video (muted, looping, inline, the still its poster); the others stay still.
 */
export function PoseImage({
  source,
  video,
  label,
  style,
}: {
  source: string;
  video: string | undefined;
  label: string;
  style: CSSProperties;
}) {
  if (!video) return <img src={source} alt={label} draggable={false} style={style} />;
  return (
    <video
      src={video}
      poster={source}
      aria-label={label}
      style={style}
      muted
      autoPlay
      loop
      playsInline
    />
  );
}
