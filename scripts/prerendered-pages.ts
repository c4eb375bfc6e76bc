/**
 * The pages of the screens (docs/development.md, How pages load): once Vite has built the
 * browser app (dist/web) and its server entry (dist/render), the entry's buildPages writes each
 * screen's page, in each language, into dist/render/pages/, from the client build's index.html,
 * manifest and CSS. The server loads them at start (src/server/pages/built-pages.ts).
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Manifest, Plugin } from 'vite';

/** What the build needs of the server entry (src/web/entry-server.tsx). */
export interface PageWriter {
  buildPages(inputs: {
    template: string;
    manifest: Manifest;
    readCss(file: string): string;
    preloadFonts: readonly string[];
  }): Promise<Record<string, string>>;
  PRELOAD_FONTS: readonly string[];
}

/** Writes every page `entry` builds into `renderDir`/pages; their names, without `.html`. */
export async function writePages(
  dirs: { webDir: string; renderDir: string },
  entry: PageWriter,
): Promise<string[]> {
  const { webDir, renderDir } = dirs;
  const manifest = JSON.parse(
    await readFile(path.join(webDir, '.vite/manifest.json'), 'utf8'),
  ) as Manifest;
  const template = await readFile(path.join(webDir, 'index.html'), 'utf8');
  const css = new Map<string, string>();
  for (const chunk of Object.values(manifest)) {
    for (const file of chunk.css ?? [])
      css.set(file, await readFile(path.join(webDir, file), 'utf8'));
  }
  const pages = await entry.buildPages({
    template,
    manifest,
    readCss: (file) => {
      const text = css.get(file);
      if (text === undefined) throw new Error(`No CSS file ${file} in the build.`);
      return text;
    },
    preloadFonts: entry.PRELOAD_FONTS,
  });
  await mkdir(path.join(renderDir, 'pages'), { recursive: true });
  for (const [name, html] of Object.entries(pages)) {
    await writeFile(path.join(renderDir, 'pages', `${name}.html`), html);
  }
  return Object.keys(pages);
}

/**
 * A Vite plugin: after both environments are built (`builder.buildApp` in vite.config.ts),
 * loads the server entry the `ssr` environment wrote and writes the pages.
 */
export function prerenderedPages(entryFile = 'entry-server.js'): Plugin {
  return {
    name: 'postbooth:prerendered-pages',
    apply: 'build',
    buildApp: {
      order: 'post',
      async handler(builder) {
        const { client, ssr } = builder.environments;
        if (!client?.isBuilt || !ssr?.isBuilt) {
          throw new Error('The pages need the client and the ssr builds first (vite.config.ts).');
        }
        const webDir = outDirOf(client.config);
        const renderDir = outDirOf(ssr.config);
        const entry = (await import(
          pathToFileURL(path.join(renderDir, entryFile)).href
        )) as PageWriter;
        const names = await writePages({ webDir, renderDir }, entry);
        builder.config.logger.info(
          `pages: ${names.join(', ')} (${path.relative(builder.config.root, renderDir)}/pages)`,
        );
      },
    },
  };
}

/** An environment's output folder, absolute. */
export function outDirOf(config: { root: string; build: { outDir: string } }): string {
  return path.resolve(config.root, config.build.outDir);
}
