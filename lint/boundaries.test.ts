/**
 * Lints small probe files placed in each zone and expects every forbidden import (and Node
 * global) to be an error, so the boundaries in eslint.config.js cannot silently stop biting.
 * Each probe is also linted once in an allowed form, so a rule that flags everything fails too.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname });

/** The ids of the rules that report errors for `code` as if it were the file at `filePath`. */
async function errors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => m.severity === 2).map((m) => m.ruleId ?? m.message);
}

const BOUNDARY = 'no-restricted-imports';
const ZONE = 'local/import-zones';

interface Probe {
  file: string;
  code: string;
  rule: string;
}

const forbidden: Probe[] = [
  // src/model and src/render: no React, no Node, none of the outer layers.
  { file: 'src/model/probe.ts', code: "import fs from 'node:fs';\nvoid fs;", rule: BOUNDARY },
  { file: 'src/model/probe.ts', code: "import fs from 'fs';\nvoid fs;", rule: BOUNDARY },
  {
    file: 'src/model/probe.ts',
    code: "import { useState } from 'react';\nvoid useState;",
    rule: BOUNDARY,
  },
  {
    file: 'src/model/probe.ts',
    code: "import { createRoot } from 'react-dom/client';\nvoid createRoot;",
    rule: BOUNDARY,
  },
  {
    file: 'src/model/probe.ts',
    code: 'export const port = process.env.PORT;',
    rule: 'no-restricted-globals',
  },
  {
    file: 'src/model/probe.ts',
    code: "export const bytes = Buffer.from('a');",
    rule: 'no-restricted-globals',
  },
  {
    file: 'src/model/probe.ts',
    code: "import { drawStrip } from '../render/draw-strip.js';\nvoid drawStrip;",
    rule: BOUNDARY,
  },
  {
    file: 'src/render/probe.ts',
    code: "import path from 'node:path';\nvoid path;",
    rule: BOUNDARY,
  },
  {
    file: 'src/render/probe.ts',
    code: "import { useRef } from 'react';\nvoid useRef;",
    rule: BOUNDARY,
  },
  {
    file: 'src/render/probe.ts',
    code: 'export const dir = __dirname;',
    rule: 'no-restricted-globals',
  },
  {
    file: 'src/render/probe.ts',
    code: "import { paths } from '../web/lib/storage/idb.js';\nvoid paths;",
    rule: BOUNDARY,
  },
  // web and server never import each other.
  {
    file: 'src/web/lib/probe.ts',
    code: "import { buildApp } from '../../server/app.js';\nvoid buildApp;",
    rule: BOUNDARY,
  },
  {
    file: 'src/server/probe.ts',
    code: "import { loadVisit } from '../web/lib/storage/visit-store.js';\nvoid loadVisit;",
    rule: BOUNDARY,
  },
  // A feature imports no other feature, no route, and nothing of app/.
  {
    file: 'src/web/features/editor/probe.ts',
    code: "import { NEEDS_PHOTOS_TEXT } from '../layout/needs-photos-text.js';\nvoid NEEDS_PHOTOS_TEXT;",
    rule: ZONE,
  },
  {
    file: 'src/web/features/editor/collect/probe.ts',
    code: "import { useStripSource } from '../../download/use-strip-source.js';\nvoid useStripSource;",
    rule: ZONE,
  },
  {
    file: 'src/web/features/letter/probe.ts',
    code: "import '../capture/capture.css';",
    rule: ZONE,
  },
  {
    file: 'src/web/features/home/probe.tsx',
    code: "import { Home } from '../../routes/home.js';\nvoid Home;",
    rule: ZONE,
  },
  {
    file: 'src/web/features/home/probe.tsx',
    code: "import { AppRoutes } from '../../app/router.js';\nvoid AppRoutes;",
    rule: ZONE,
  },
  {
    file: 'src/web/features/home/probe.tsx',
    code: "export { HomeScreen } from '../layout/layout-screen.js';",
    rule: ZONE,
  },
  {
    file: 'src/web/features/home/probe.tsx',
    code: "export const later = () => import('../editor/editor.js');",
    rule: ZONE,
  },
  // Shared code knows no feature.
  {
    file: 'src/web/components/probe.tsx',
    code: "import { Editor } from '../features/editor/editor.js';\nvoid Editor;",
    rule: ZONE,
  },
  {
    file: 'src/web/lib/probe.ts',
    code: "import { Screen } from '../components/screen.js';\nvoid Screen;",
    rule: ZONE,
  },
  {
    file: 'src/web/lib/probe.ts',
    code: "import { useGoTo } from '../navigation/go-to.js';\nvoid useGoTo;",
    rule: ZONE,
  },
  // app/ starts the app and lazy-loads the screens: nothing below it imports it.
  {
    file: 'src/web/routes/probe.tsx',
    code: "import { AppRoutes } from '../app/router.js';\nvoid AppRoutes;",
    rule: ZONE,
  },
  {
    file: 'src/web/components/probe.tsx',
    code: "import { AppShell } from '../app/app-shell.js';\nvoid AppShell;",
    rule: ZONE,
  },
  {
    file: 'src/web/navigation/probe.ts',
    code: "import { afterPageShown } from '../app/after-page-shown.js';\nvoid afterPageShown;",
    rule: ZONE,
  },
  {
    file: 'src/web/probe.ts',
    code: "export const start = () => import('./app/start-app.js');",
    rule: ZONE,
  },
  // The navigation state knows the router and the model, no screen.
  {
    file: 'src/web/navigation/probe.ts',
    code: "import { EditScreen } from '../features/editor/edit-screen.js';\nvoid EditScreen;",
    rule: ZONE,
  },
  // A route composes a feature's screen, nothing else.
  {
    file: 'src/web/routes/probe.tsx',
    code: "import { loadVisit } from '../lib/storage/visit-store.js';\nvoid loadVisit;",
    rule: ZONE,
  },
  // Test helpers (test/) are for tests only.
  {
    file: 'src/web/features/editor/probe.ts',
    code: "import { sessionForTests } from '../../../../test/web/editor-session.js';\nvoid sessionForTests;",
    rule: ZONE,
  },
  // The server's layers: routes → services → stores, never upwards.
  {
    file: 'src/server/routes/probe.ts',
    code: "import type { BlobStore } from '../stores/blobs.js';\nexport type B = BlobStore;",
    rule: ZONE,
  },
  {
    file: 'src/server/routes/probe.ts',
    code: "import { buildApp } from '../app.js';\nvoid buildApp;",
    rule: ZONE,
  },
  {
    file: 'src/server/services/probe.ts',
    code: "import { letterRoutes } from '../routes/letters.js';\nvoid letterRoutes;",
    rule: ZONE,
  },
  {
    file: 'src/server/services/probe.ts',
    code: "import { HttpError } from '../http/errors.js';\nvoid HttpError;",
    rule: ZONE,
  },
  {
    file: 'src/server/stores/probe.ts',
    code: "import { loadConfig } from '../config.js';\nvoid loadConfig;",
    rule: ZONE,
  },
  {
    file: 'src/server/stores/probe.ts',
    code: "import type { AppConfig } from '../config.js';\nexport type C = AppConfig;",
    rule: ZONE,
  },
  {
    file: 'src/server/stores/probe.ts',
    code: "import { fileRoutes } from '../routes/files.js';\nvoid fileRoutes;",
    rule: ZONE,
  },
  {
    file: 'src/server/stores/probe.ts',
    code: "import { stripPath } from '../services/addresses.js';\nvoid stripPath;",
    rule: ZONE,
  },
  {
    file: 'src/server/http/probe.ts',
    code: "import { parseIfNoneMatch } from '../stores/blob-etags.js';\nvoid parseIfNoneMatch;",
    rule: ZONE,
  },
  {
    file: 'src/server/http/probe.ts',
    code: "import { shareMetaTags } from '../pages/share-meta.js';\nvoid shareMetaTags;",
    rule: ZONE,
  },
  // pages/ is a route's: no store.
  {
    file: 'src/server/pages/probe.ts',
    code: "import type { BlobStore } from '../stores/blobs.js';\nexport type B = BlobStore;",
    rule: ZONE,
  },
  {
    file: 'src/server/pages/probe.ts',
    code: "import { buildApp } from '../app.js';\nvoid buildApp;",
    rule: ZONE,
  },
  // ai/, cards/ and live/ are services': no route, HTTP, page or configuration.
  {
    file: 'src/server/ai/probe.ts',
    code: "import { HttpError } from '../http/errors.js';\nvoid HttpError;",
    rule: ZONE,
  },
  {
    file: 'src/server/ai/probe.ts',
    code: "import type { AppConfig } from '../config.js';\nexport type C = AppConfig;",
    rule: ZONE,
  },
  {
    file: 'src/server/cards/probe.ts',
    code: "import { CARD_ALT } from '../pages/friend-pages.js';\nvoid CARD_ALT;",
    rule: ZONE,
  },
  {
    file: 'src/server/live/probe.ts',
    code: "import { letterRoutes } from '../routes/letters.js';\nvoid letterRoutes;",
    rule: ZONE,
  },
  {
    file: 'src/server/services/probe.ts',
    code: "import { loadConfig } from '../config.js';\nvoid loadConfig;",
    rule: ZONE,
  },
  {
    file: 'src/server/stores/probe.ts',
    code: "import { STICKER_COUNT } from '../ai/provider.js';\nvoid STICKER_COUNT;",
    rule: ZONE,
  },
  // config.ts imports no layer; the other root files import none either, nor config.
  {
    file: 'src/server/config.ts',
    code: "import type { DatabaseSettings } from './stores/database.js';\nexport type D = DatabaseSettings;",
    rule: ZONE,
  },
  {
    file: 'src/server/config.ts',
    code: "import { stripPath } from './services/addresses.js';\nvoid stripPath;",
    rule: ZONE,
  },
  {
    file: 'src/server/probe.ts',
    code: "import { loadConfig } from './config.js';\nvoid loadConfig;",
    rule: ZONE,
  },
  {
    file: 'src/server/probe.ts',
    code: "import { HttpError } from './http/errors.js';\nvoid HttpError;",
    rule: ZONE,
  },
  {
    file: 'src/server/probe.ts',
    code: "import type { BlobStore } from './stores/blobs.js';\nexport type B = BlobStore;",
    rule: ZONE,
  },
];

const allowed: Probe[] = [
  {
    file: 'src/web/features/editor/probe.test.tsx',
    code: "import { sessionForTests } from '../../../../test/web/editor-session.js';\nvoid sessionForTests;",
    rule: '',
  },
  {
    file: 'src/server/routes/probe.ts',
    code: "import type { LettersService } from '../services/letters.js';\nimport { HttpError } from '../http/errors.js';\nimport type { AppConfig } from '../config.js';\nimport { apiPaths } from '../../model/api.js';\nvoid [HttpError, apiPaths];\nexport type S = [LettersService, AppConfig];",
    rule: '',
  },
  {
    file: 'src/server/services/probe.ts',
    code: "import type { BlobStore } from '../stores/blobs.js';\nimport { stripPath } from './addresses.js';\nvoid stripPath;\nexport type B = BlobStore;",
    rule: '',
  },
  {
    file: 'src/server/pages/probe.ts',
    code: "import { stripPath } from '../services/addresses.js';\nimport { escapeHtml } from '../http/html.js';\nimport { CARD_WIDTH } from '../cards/card-art.js';\nvoid [stripPath, escapeHtml, CARD_WIDTH];",
    rule: '',
  },
  {
    file: 'src/server/ai/probe.ts',
    code: "import { ServiceError } from '../services/service-errors.js';\nimport type { BlobStore } from '../stores/blobs.js';\nimport { toHex } from '../../model/colour.js';\nvoid [ServiceError, toHex];\nexport type B = BlobStore;",
    rule: '',
  },
  {
    file: 'src/server/cards/probe.ts',
    code: "import { MAX_STRIP_PIXELS } from '../../model/limits.js';\nvoid MAX_STRIP_PIXELS;",
    rule: '',
  },
  {
    file: 'src/server/config.ts',
    code: "import { ConfigError } from './backend-errors.js';\nimport { parseDatabaseUrl } from './database-url.js';\nimport { parseTrustProxy } from './trust-proxy.js';\nvoid [ConfigError, parseDatabaseUrl, parseTrustProxy];",
    rule: '',
  },
  {
    file: 'src/server/probe.ts',
    code: "import { ConfigError } from './backend-errors.js';\nimport { RANDOM_ID_PATTERN } from '../model/ids.js';\nvoid [ConfigError, RANDOM_ID_PATTERN];",
    rule: '',
  },
  {
    file: 'src/server/stores/probe.ts',
    code: "import { ConfigError } from '../backend-errors.js';\nimport { checkBlobKey } from './blob-keys.js';\nimport { RANDOM_ID_PATTERN } from '../../model/ids.js';\nvoid [ConfigError, checkBlobKey, RANDOM_ID_PATTERN];",
    rule: '',
  },
  {
    file: 'src/model/probe.ts',
    code: "import { z } from 'zod';\nimport { POSE_COUNTS } from './layouts.js';\nvoid z;\nvoid POSE_COUNTS;",
    rule: '',
  },
  {
    file: 'src/render/probe.ts',
    code: "import { POSE_COUNTS } from '../model/layouts.js';\nvoid POSE_COUNTS;",
    rule: '',
  },
  {
    file: 'src/web/features/editor/collect/probe.ts',
    code: "import { useGoTo } from '../../../navigation/go-to.js';\nimport { RadioCards } from '../../../components/radio-cards.js';\nimport { loadVisit } from '../../../lib/storage/visit-store.js';\nimport { paths } from '../../../../model/paths.js';\nimport { drawStrip } from '../../../../render/draw-strip.js';\nimport { Editor } from '../editor.js';\nimport './collect.css';\nvoid [useGoTo, RadioCards, loadVisit, paths, drawStrip, Editor];",
    rule: '',
  },
  {
    file: 'src/web/components/probe.tsx',
    code: "import { PoseSample } from './artwork/pose-sample.js';\nimport { loadVisit } from '../lib/storage/visit-store.js';\nvoid [PoseSample, loadVisit];",
    rule: '',
  },
  {
    file: 'src/web/routes/probe.tsx',
    code: "import { useLayoutNotice } from '../navigation/screen-state.js';\nimport { LayoutScreen } from '../features/layout/layout-screen.js';\nvoid [useLayoutNotice, LayoutScreen];",
    rule: '',
  },
  {
    file: 'src/web/navigation/probe.ts',
    code: "import { useNavigate } from '../lib/router/router.js';\nimport { paths } from '../../model/paths.js';\nimport type { ScreenStates } from './go-to.js';\nvoid [useNavigate, paths];\nexport type S = ScreenStates;",
    rule: '',
  },
  // The entries start the app.
  {
    file: 'src/web/main.tsx',
    code: "export const start = () => import('./app/start-app.js');",
    rule: '',
  },
  {
    file: 'src/web/entry-server.tsx',
    code: "import { AppRoutes } from './app/router.js';\nvoid AppRoutes;",
    rule: '',
  },
];

describe('import boundaries', () => {
  it.each(forbidden)('$file: $code is an error ($rule)', async ({ file, code, rule }) => {
    expect(await errors(file, code)).toContain(rule);
  });

  it.each(allowed)('$file: $code is allowed', async ({ file, code }) => {
    expect(await errors(file, code)).toEqual([]);
  });
});
