import { useEffect, useState, type DragEvent } from 'react';
import type { Point, StickerContent } from '../../../model/sticker.js';
import { STRIP_WIDTH } from '../../../model/strip.js';
import { acceptsDrop, dropContent } from './drop-text.js';

export interface StickerDropOptions {
  onDrop(content: StickerContent, point: Point): void;
  /** The drop carried text that is not an emoji or an image address. */
  onRefused(): void;
}

/**
 * The preview as a drop target for emoji and image addresses dragged from anywhere (the
 * picker, the AI thumbnails, another page). `hovering` is true while a drop hovers, for the
 * light blue background. The drop point is read in strip units.
 */
export function useStickerDrop({ onDrop, onRefused }: StickerDropOptions) {
  const [hovering, setHovering] = useState(false);

  // A file dropped anywhere on the editor would make the browser leave it to show the file.
  useEffect(() => {
    function keepPage(event: globalThis.DragEvent) {
      if (event.dataTransfer?.types.includes('Files')) event.preventDefault();
    }
    window.addEventListener('dragover', keepPage);
    window.addEventListener('drop', keepPage);
    return () => {
      window.removeEventListener('dragover', keepPage);
      window.removeEventListener('drop', keepPage);
    };
  }, []);

  function onDragEnter(event: DragEvent<HTMLElement>) {
    if (!acceptsDrop([...event.dataTransfer.types])) return;
    event.preventDefault();
    setHovering(true);
  }

  function onDragOver(event: DragEvent<HTMLElement>) {
    if (!acceptsDrop([...event.dataTransfer.types])) return;
    // Without this the browser refuses the drop (and may open a dropped address instead).
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setHovering(true);
  }

  function onDragLeave(event: DragEvent<HTMLElement>) {
    const to = event.relatedTarget;
    // Leaving a sticker or a photo for the preview itself is not leaving the preview.
    if (to instanceof Node && event.currentTarget.contains(to)) return;
    setHovering(false);
  }

  function onDropEvent(event: DragEvent<HTMLElement>) {
    setHovering(false);
    const types = [...event.dataTransfer.types];
    if (!acceptsDrop(types)) {
      // A photo file is not a sticker: say so rather than ignore it.
      if (types.includes('Files')) onRefused();
      return;
    }
    event.preventDefault();
    const rect = event.currentTarget.getBoundingClientRect();
    const scale = rect.width / STRIP_WIDTH || 1;
    const point = { x: (event.clientX - rect.left) / scale, y: (event.clientY - rect.top) / scale };
    const result = dropContent((type) => event.dataTransfer.getData(type));
    if (result.kind === 'content') onDrop(result.content, point);
    else if (result.kind === 'refused') onRefused();
  }

  return {
    hovering,
    dropHandlers: { onDragEnter, onDragOver, onDragLeave, onDrop: onDropEvent },
  };
}
