// After both Vite builds: writes each screen's page to dist/render/pages/ with the server
// entry's buildPages (src/web/ssr), from the page, manifest and CSS of the client build.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const web = path.join(dist, 'web');
const render = path.join(dist, 'render');

const entry = await import(pathToFileURL(path.join(render, 'entry-server.js')).href);
const manifest = JSON.parse(await readFile(path.join(web, '.vite/manifest.json'), 'utf8'));
const template = await readFile(path.join(web, 'index.html'), 'utf8');
const css = new Map();
for (const chunk of Object.values(manifest)) {
  for (const file of chunk.css ?? []) css.set(file, await readFile(path.join(web, file), 'utf8'));
}

const pages = await entry.buildPages({
  template,
  manifest,
  readCss: (file) => {
    if (!css.has(file)) throw new Error(`No CSS file ${file} in the build.`);
    return css.get(file);
  },
  preloadFonts: entry.PRELOAD_FONTS,
});
await mkdir(path.join(render, 'pages'), { recursive: true });
for (const [name, html] of Object.entries(pages)) {
  await writeFile(path.join(render, 'pages', `${name}.html`), html);
}
console.log(`pages: ${Object.keys(pages).join(', ')} (dist/render/pages)`);
