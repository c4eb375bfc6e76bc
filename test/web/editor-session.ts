/**
 * An editor session for component tests: a two-photo strip with the default decoration, every
 * action doing nothing, and what a test gives instead. Outside src/, so never in the app.
 */
import { DEFAULT_DECORATION } from '../../src/model/decoration.js';
import { STRIP_WIDTH, stripGeometry } from '../../src/model/strip.js';
import type { EditorSession } from '../../src/web/features/editor/editor-session.js';

const nothing = () => undefined;

export function sessionForTests(overrides: Partial<EditorSession> = {}): EditorSession {
  const decoration = overrides.decoration ?? DEFAULT_DECORATION;
  const apply = overrides.apply ?? nothing;
  return {
    geometry: stripGeometry(2),
    eventName: '',
    saveToDevice: true,
    date: new Date(2026, 0, 1),
    stampLanguage: 'en',
    together: null,
    history: { decoration, apply, undo: nothing, redo: nothing, canUndo: false, canRedo: false },
    decoration,
    apply,
    photos: [],
    clips: [],
    live: false,
    setLive: nothing,
    photoSizes: new Map(),
    photoSized: nothing,
    selectedSticker: null,
    selectSticker: nothing,
    selectedPhoto: null,
    selectPhoto: nothing,
    replacePhoto: () => Promise.resolve(),
    unreadableFile: null,
    capturing: false,
    setCapturing: nothing,
    alert: null,
    announcement: '',
    previewWidth: STRIP_WIDTH,
    setPreviewWidth: nothing,
    place: {
      pick: nothing,
      addImage: nothing,
      addAll: nothing,
      drop: nothing,
      dropRefused: nothing,
      tapped: nothing,
    },
    emptyTap: nothing,
    preview: () => null,
    ...overrides,
  };
}
