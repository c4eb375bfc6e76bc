/**
 * An external analytics script (ANALYTICS_SCRIPT_URL) in every page we send. The meta tag
 * tells the web app that someone else counts views, so its own counter stays silent and a
 * visit is not counted twice.
 */
import { escapeHtml } from '../http/html.js';
import { appendToHead } from './share-meta.js';

export const ANALYTICS_META_NAME = 'postbooth-analytics';

/**
 * The page with the script and the meta tag at the end of its head; unchanged without a URL.
 * With an integrity hash the browser runs the script only if it is exactly the one the
 * operator checked (crossorigin="anonymous" is needed for the browser to check it).
 */
export function withAnalyticsScript(
  html: string,
  scriptUrl: string | undefined,
  integrity?: string,
): string {
  if (!scriptUrl) return html;
  const checked = integrity ? ` integrity="${escapeHtml(integrity)}" crossorigin="anonymous"` : '';
  return appendToHead(
    html,
    `<meta name="${ANALYTICS_META_NAME}" content="external">\n    ` +
      `<script defer src="${escapeHtml(scriptUrl)}"${checked}></script>`,
  );
}
