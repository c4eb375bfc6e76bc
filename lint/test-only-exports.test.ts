/**
 * Test code stays out of the product: no module under src/ is imported by tests alone (its
 * place is beside the tests or under test/), and no value under src/ is exported for tests
 * alone beyond those already so when this check came (KNOWN_TEST_ONLY_EXPORTS: mostly pure
 * functions and timings that unit tests reach directly). The list may only shrink: a new one
 * fails, and so does one that the product now uses or that is gone. A probe proves both bite.
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findTestOnly, readProject } from './test-only-exports.js';

/** Entry points the product runs by their file (node, npm scripts), not by an import. */
const ENTRY_POINTS = [
  'src/server/main.ts', // npm start: dist/node/server/main.js
  'src/server/stats.ts', // npm run stats: scripts/stats.js loads dist/node/server/stats.js
  'src/web/entry-server.tsx', // the build's server entry (vite.config.ts), in dist/render
];

const KNOWN_TEST_ONLY_EXPORTS = [
  'src/model/colour.ts: DARK_INK',
  'src/model/colour.ts: LIGHT_INK',
  'src/model/colour.ts: relativeLuminance',
  'src/model/colour.ts: spellColourName',
  'src/model/filters.ts: compose',
  'src/model/filters.ts: contrast',
  'src/model/history.ts: HISTORY_LIMIT',
  'src/model/paths.ts: isAppPath',
  'src/model/pin-lock.ts: OPEN_PIN_LOCK',
  'src/model/pin-lock.ts: lockDurationMs',
  'src/model/pin-lock.ts: lockedUntil',
  'src/model/sticker.ts: MIN_STICKER_SIZE',
  'src/model/strip.ts: FOOTER_HEIGHT',
  'src/model/strip.ts: MIN_EXPORT_WIDTH',
  'src/model/strip.ts: NAME_FONT_SIZE',
  'src/model/strip.ts: NAME_LINE_HEIGHT',
  'src/model/strip.ts: coverCrop',
  'src/render/draw-strip.ts: emojiFont',
  'src/server/ai/emoji-artwork.ts: artworkKey',
  'src/server/ai/emoji-artwork.ts: hasArtwork',
  'src/server/ai/emoji-match.ts: FALLBACK_EMOJI',
  'src/server/ai/emoji-match.ts: stickerChoices',
  'src/server/ai/ip-address.ts: parseIpv4',
  'src/server/ai/public-lookup.ts: allowedAddresses',
  'src/server/ai/theme-words.ts: naiveSingular',
  'src/server/http/minimum-rate.ts: meterBody',
  'src/server/redis-outages.ts: REDIS_BACK_MESSAGE',
  'src/server/redis-outages.ts: REDIS_LOST_MESSAGE',
  'src/server/routes/health.ts: failingChecks',
  'src/server/routes/health.ts: readinessAnswer',
  'src/server/routes/pages.ts: staticCacheControl',
  'src/server/stores/disk-blobs.ts: createDiskBlobStore',
  'src/server/stores/postgres-database.ts: MIGRATION_LOCK_KEY',
  'src/server/stores/postgres-database.ts: createPostgresKysely',
  'src/server/stores/postgres-database.ts: parseInt8',
  'src/server/trust-proxy.ts: TRUST_EVERYTHING_MESSAGE',
  'src/web/app/after-page-shown.ts: LOAD_WAIT_MS',
  'src/web/components/camera-stage.tsx: PROBLEM_KEYS',
  'src/web/features/capture/sequence-machine.ts: GET_READY_MS',
  'src/web/features/capture/sequence-machine.ts: TICK_MS',
  'src/web/features/editor/collect/collect-input.ts: sameDecoration',
  'src/web/features/editor/collect/collect-input.ts: stampDay',
  'src/web/features/editor/collect/use-speculative-strip.ts: SPECULATION_PAUSE_MS',
  'src/web/features/editor/controls/frame-palette.tsx: paletteName',
  'src/web/features/editor/drop-text.ts: MAX_DROP_TEXT_LENGTH',
  'src/web/features/editor/photo-gesture-machine.ts: clampView',
  'src/web/features/editor/photo-gesture-machine.ts: photoGestureInvolves',
  'src/web/features/editor/sticker-label.ts: handleKey',
  'src/web/features/editor/strip-preview.tsx: DROP_HOVER_COLOUR',
  'src/web/features/editor/use-editor-state.ts: SAVE_DELAY_MS',
  'src/web/features/editor/use-sticker-placement.ts: TOUCH_POINT_MS',
  'src/web/features/letter/shared-letter-data.ts: readLetter',
  'src/web/features/letter/use-letter-draft.ts: DRAFT_SAVE_DELAY_MS',
  'src/web/lib/api/ai-api.ts: BAD_ANSWER',
  'src/web/lib/api/ai-api.ts: NETWORK_ERROR',
  'src/web/lib/api/ai-api.ts: aiErrorKey',
  'src/web/lib/api/ai-api.ts: errorCodeOf',
  'src/web/lib/camera/capture-photo.ts: drawFilteredFrame',
  'src/web/lib/photos/ingest-rules.ts: MAX_PHOTO_SIDE',
  'src/web/lib/photos/ingest-rules.ts: UNREADABLE_PHOTO_KEY',
  'src/web/lib/share/last-share.ts: parseLastShare',
  'src/web/lib/share/share-delivery.ts: isIos',
  'src/web/lib/share/share-delivery.ts: isPhone',
  'src/web/lib/share/share-letter.ts: NO_MESSAGE',
  'src/web/lib/share/share-letter.ts: NO_STRIP',
  'src/web/lib/share/share-letter.ts: ShareError',
  'src/web/lib/share/share-letter.ts: uploadFailureText',
  'src/web/lib/storage/data-url.ts: dataUrlToBlob',
  'src/web/lib/storage/letter-tokens.ts: parseTokens',
  'src/web/lib/storage/safe-storage.ts: memoryStorage',
  'src/web/navigation/screen-state.ts: readLayoutState',
  'src/web/navigation/screen-state.ts: readSequenceEntry',
  'src/web/navigation/screen-state.ts: readSequenceState',
  'src/web/ssr/page-documents.ts: cssOf',
  'src/web/ssr/page-documents.ts: fontFiles',
  'src/web/ssr/page-documents.ts: scriptsOf',
];

const root = fileURLToPath(new URL('..', import.meta.url));

describe('test code out of the product', () => {
  const found = findTestOnly(readProject(root));

  it('no module under src/ is imported by tests alone', () => {
    expect(found.files.filter((file) => !ENTRY_POINTS.includes(file))).toEqual([]);
  });

  it('no value under src/ is exported for tests alone, but the known ones (a list that only shrinks)', () => {
    expect(found.names).toEqual(KNOWN_TEST_ONLY_EXPORTS);
  });

  it('bites: a module only a test imports, and a value only a test imports, are found', () => {
    const probe = new Map([
      [
        'src/probe/kept.ts',
        'export const used = 1;\nexport const forTests = 2;\nexport type T = 1;',
      ],
      ['src/probe/user.ts', "import { used } from './kept.js';\nexport const twice = used * 2;"],
      ['src/probe/helper.ts', 'export function fake() {}'],
      [
        'src/probe/kept.test.ts',
        "import { forTests, used } from './kept.js';\nimport { fake } from './helper.js';\nvoid [forTests, used, fake];",
      ],
      ['src/probe/lazy.ts', 'export const onlyHere = 1;'],
      ['src/probe/loader.ts', "export const load = () => import('./lazy.js');"],
      ['src/probe/lazy.test.ts', "import { onlyHere } from './lazy.js';\nvoid onlyHere;"],
    ]);
    expect(findTestOnly(probe)).toEqual({
      files: ['src/probe/helper.ts'],
      names: ['src/probe/kept.ts: forTests'],
    });
  });
});
