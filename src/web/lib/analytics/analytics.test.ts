import { describe, expect, it } from 'vitest';
import { startPageViews, type AnalyticsEnvironment } from './analytics.js';

/** A fake page: its path is set by the test, which also fires the navigation callbacks. */
function fakePage(options: { external?: boolean; failSend?: boolean } = {}) {
  let path = '/';
  const sent: unknown[] = [];
  const listeners: (() => void)[] = [];
  const environment: AnalyticsEnvironment = {
    external: options.external ?? false,
    pathname: () => path,
    send(body) {
      if (options.failSend) throw new Error('sendBeacon exploded');
      sent.push(JSON.parse(body));
    },
    onNavigate: (callback) => listeners.push(callback),
  };
  const navigate = (to: string) => {
    path = to;
    for (const listener of listeners) listener();
  };
  return { environment, sent, listeners, navigate, setPath: (to: string) => (path = to) };
}

describe('startPageViews', () => {
  it('counts the first page at once, with its path only', () => {
    const page = fakePage();
    page.setPath('/textbox');
    startPageViews(page.environment);
    expect(page.sent).toEqual([{ path: '/textbox' }]);
  });

  it('counts every change of path', () => {
    const page = fakePage();
    startPageViews(page.environment);
    page.navigate('/layout');
    page.navigate('/capture');
    page.navigate('/layout');
    expect(page.sent).toEqual([
      { path: '/' },
      { path: '/layout' },
      { path: '/capture' },
      { path: '/layout' },
    ]);
  });

  it('does not count a navigation that keeps the path (a query or state change)', () => {
    const page = fakePage();
    startPageViews(page.environment);
    page.navigate('/');
    page.navigate('/');
    expect(page.sent).toEqual([{ path: '/' }]);
  });

  it('stays silent, and does not listen, when an external script counts the views', () => {
    const page = fakePage({ external: true });
    startPageViews(page.environment);
    expect(page.sent).toEqual([]);
    expect(page.listeners).toEqual([]);
  });

  it('never throws, whether sending or reading the path fails', () => {
    const failing = fakePage({ failSend: true });
    expect(() => startPageViews(failing.environment)).not.toThrow();
    expect(() => failing.navigate('/layout')).not.toThrow();

    const noPath: AnalyticsEnvironment = {
      ...fakePage().environment,
      pathname: () => {
        throw new Error('no location');
      },
    };
    expect(() => startPageViews(noPath)).not.toThrow();
  });
});
