/**
 * Plays the Live preview: one animation-frame loop for every cell, one clock, so all cells show
 * the same moment of their poses (boomerangClipIndex of the same video frame). Each clip's JPEG
 * frames are decoded off the main thread (createImageBitmap is asynchronous) a few frames ahead
 * of the one shown and closed once passed (live-schedule.ts): a clip holds at most
 * LOOK_AHEAD_FRAMES + 1 decoded frames, never its 47. The browser's side (decoding, animation
 * frames) comes in as PlayerHost, so the tests drive it with fakes.
 */
import { CLIP_FRAME_MS, boomerangClipIndex } from '../../../../model/living-strip.js';
import type { Clip } from '../../../lib/storage/visit.js';
import { decodePlan, framesWanted, videoFrameAt } from './live-schedule.js';

/** A decoded frame: an ImageBitmap in the browser. */
export interface DecodedFrame {
  readonly width: number;
  readonly height: number;
  close(): void;
}

export interface PlayerHost<Frame extends DecodedFrame> {
  decode(blob: Blob): Promise<Frame>;
  requestFrame(callback: (time: number) => void): number;
  cancelFrame(handle: number): void;
}

/** A cell playing a clip: the player hands it each frame to draw (the cell owns its canvas). */
export interface PlayerTarget<Frame extends DecodedFrame> {
  readonly clip: Clip;
  draw(frame: Frame, clipIndex: number): void;
}

/** One clip's decoded frames around the one shown. */
class ClipFrames<Frame extends DecodedFrame> {
  private readonly held = new Map<number, Frame>();
  private readonly decoding = new Set<number>();
  private readonly failed = new Set<number>();
  private wanted: number[] = [];
  private closed = false;

  constructor(
    private readonly clip: Clip,
    private readonly decode: (blob: Blob) => Promise<Frame>,
  ) {}

  want(wanted: number[]): void {
    this.wanted = wanted;
    const plan = decodePlan(
      this.held.keys(),
      this.decoding,
      wanted.filter((index) => !this.failed.has(index)),
    );
    for (const index of plan.close) {
      this.held.get(index)?.close();
      this.held.delete(index);
    }
    plan.decode.forEach((index) => this.start(index));
  }

  /** The frame, 'failed' when it cannot be decoded (the cell keeps what it shows), or undefined. */
  frame(index: number): Frame | 'failed' | undefined {
    return this.failed.has(index) ? 'failed' : this.held.get(index);
  }

  close(): void {
    this.closed = true;
    this.held.forEach((frame) => frame.close());
    this.held.clear();
  }

  /** Decoded frames held now (for the tests' memory bound). */
  get heldCount(): number {
    return this.held.size;
  }

  private start(index: number): void {
    const blob = this.clip.frames[index];
    if (!blob) {
      this.failed.add(index);
      return;
    }
    this.decoding.add(index);
    this.decode(blob).then(
      (frame) => {
        this.decoding.delete(index);
        // Passed while it decoded, or the clip let go: never kept.
        if (this.closed || !this.wanted.includes(index)) frame.close();
        else this.held.set(index, frame);
      },
      () => {
        this.decoding.delete(index);
        this.failed.add(index);
      },
    );
  }
}

interface TargetState {
  /** The clip frame the cell shows, or null before its first. */
  shown: number | null;
  /** Drawn again at the next frame even if the clip frame is the same (its crop changed). */
  stale: boolean;
}

export class ClipPlayer<Frame extends DecodedFrame> {
  private readonly targets = new Map<PlayerTarget<Frame>, TargetState>();
  private readonly clips = new Map<Clip, ClipFrames<Frame>>();
  private handle: number | null = null;
  /** The video frame reached: playing resumes from it after a pause. */
  private frameIndex = 0;
  /** The time of video frame 0 on the animation clock; null until the next frame after a start. */
  private origin: number | null = null;
  private active = true;
  private disposed = false;

  constructor(private readonly host: PlayerHost<Frame>) {}

  /** Plays a cell; the function returned stops it. */
  add(target: PlayerTarget<Frame>): () => void {
    this.targets.set(target, { shown: null, stale: true });
    this.schedule();
    return () => {
      this.targets.delete(target);
      const { clip } = target;
      if (![...this.targets.keys()].some((other) => other.clip === clip)) {
        this.clips.get(clip)?.close();
        this.clips.delete(clip);
      }
      if (this.targets.size === 0) this.stop();
    };
  }

  /** The cell's crop or size changed: drawn again at the next frame. */
  touch(target: PlayerTarget<Frame>): void {
    const state = this.targets.get(target);
    if (state) state.stale = true;
    this.schedule();
  }

  /**
   * Playing while the page is shown and the preview on screen: paused otherwise, its decoded
   * frames let go (the canvases keep the last picture), resumed from the same frame.
   */
  setActive(active: boolean): void {
    if (this.active === active) return;
    this.active = active;
    // The canvases keep their pictures while paused: nothing to draw again on resuming.
    if (active) {
      this.schedule();
    } else {
      this.stop();
      this.clips.forEach((frames) => frames.close());
      this.clips.clear();
    }
  }

  dispose(): void {
    this.disposed = true;
    this.stop();
    this.clips.forEach((frames) => frames.close());
    this.clips.clear();
    this.targets.clear();
  }

  /** Decoded frames held now, over all clips. */
  get heldFrames(): number {
    let count = 0;
    this.clips.forEach((frames) => (count += frames.heldCount));
    return count;
  }

  private schedule(): void {
    if (this.handle !== null || !this.active || this.disposed || this.targets.size === 0) return;
    this.handle = this.host.requestFrame(this.tick);
  }

  private stop(): void {
    if (this.handle !== null) this.host.cancelFrame(this.handle);
    this.handle = null;
    this.origin = null;
  }

  private framesOf(clip: Clip): ClipFrames<Frame> {
    let frames = this.clips.get(clip);
    if (!frames) {
      frames = new ClipFrames(clip, (blob) => this.host.decode(blob));
      this.clips.set(clip, frames);
    }
    return frames;
  }

  private readonly tick = (time: number): void => {
    this.handle = null;
    // After a start or a pause the clock goes on from the frame reached, not from the time lost.
    this.origin ??= time - this.frameIndex * CLIP_FRAME_MS;
    const k = videoFrameAt(time - this.origin);
    this.frameIndex = k;
    const clipIndex = boomerangClipIndex(k);
    const wanted = framesWanted(k);
    const entries = [...this.targets];
    for (const [target] of entries) this.framesOf(target.clip).want(wanted);
    // In step: a frame shows when every cell has it, so no cell runs ahead of another. Until
    // then the clock waits on this frame (as a video buffers), so the first one is the shot.
    const inStep = entries.every(([target]) => this.framesOf(target.clip).frame(clipIndex));
    if (!inStep) this.origin = null;
    for (const [target, state] of entries) {
      const frame = this.framesOf(target.clip).frame(clipIndex);
      if (!frame || frame === 'failed') continue;
      // Out of step only a stale cell draws (a resize, a pan): the frame it has, to stay sharp.
      if (inStep ? state.shown === clipIndex && !state.stale : !state.stale) continue;
      target.draw(frame, clipIndex);
      state.shown = clipIndex;
      state.stale = false;
    }
    this.schedule();
  };
}
