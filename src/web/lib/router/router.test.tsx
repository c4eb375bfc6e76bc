// @vitest-environment happy-dom
/**
 * The app's router in a browser's history: links and navigate() write entries in React
 * Router's shape, Back and Forward show the entry's screen and state, and clicks the browser
 * should handle (a new tab) are left to it.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Link, Navigate } from './link.js';
import { BrowserRouter, StaticRouter, useLocation, useNavigate, useSearchParam } from './router.js';

function Where() {
  const { pathname, search, state, key } = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <p data-testid="where">{`${pathname}${search} ${JSON.stringify(state)} ${key}`}</p>
      <p data-testid="id">{String(useSearchParam('id'))}</p>
      <Link to="/layout">Start</Link>
      <button type="button" onClick={() => navigate('/edit', { state: { layout: 4 } })}>
        Edit
      </button>
      <button type="button" onClick={() => navigate('/download', { replace: true })}>
        Replace
      </button>
    </>
  );
}

const where = () => screen.getByTestId('where').textContent ?? '';

beforeEach(() => {
  window.history.replaceState(null, '', '/');
});
afterEach(cleanup);

describe('BrowserRouter', () => {
  it("starts where the page is, with the entry's state", () => {
    window.history.replaceState({ usr: { layout: 6 }, key: 'abcdefgh' }, '', '/edit?id=x1');
    render(
      <BrowserRouter>
        <Where />
      </BrowserRouter>,
    );
    expect(where()).toBe('/edit?id=x1 {"layout":6} abcdefgh');
    expect(screen.getByTestId('id').textContent).toBe('x1');
  });

  it('follows a link in the app and writes an entry, a second press replacing it', async () => {
    render(
      <BrowserRouter>
        <Where />
      </BrowserRouter>,
    );
    const before = window.history.length;
    const link = screen.getByRole('link', { name: 'Start' });
    expect(link.getAttribute('href')).toBe('/layout');
    await act(async () => fireEvent.click(link));
    expect(window.location.pathname).toBe('/layout');
    expect(where()).toMatch(/^\/layout null [0-9a-z]{8}$/);
    expect(window.history.length).toBe(before + 1);
    await act(async () => fireEvent.click(link));
    expect(window.history.length).toBe(before + 1);
  });

  it('leaves a click with a modifier to the browser', async () => {
    render(
      <BrowserRouter>
        <Where />
      </BrowserRouter>,
    );
    await act(async () =>
      fireEvent.click(screen.getByRole('link', { name: 'Start' }), { ctrlKey: true }),
    );
    expect(where()).toMatch(/^\/ /);
  });

  it('hands state to the next screen, replaces when asked, and goes Back to the entry', async () => {
    render(
      <BrowserRouter>
        <Where />
      </BrowserRouter>,
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Edit' })));
    expect(where()).toMatch(/^\/edit \{"layout":4\} /);
    expect(window.history.state).toMatchObject({ usr: { layout: 4 } });
    const editKey = where().split(' ')[2];
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Replace' })));
    expect(where()).toMatch(/^\/download null /);
    await act(async () => {
      window.history.replaceState({ usr: { layout: 4 }, key: editKey }, '', '/edit');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(where()).toBe(`/edit {"layout":4} ${editKey}`);
  });

  it('navigates from <Navigate> once rendered, replacing the entry', async () => {
    const before = window.history.length;
    await act(async () =>
      render(
        <BrowserRouter>
          <Navigate to="/layout" replace />
          <Where />
        </BrowserRouter>,
      ),
    );
    expect(where()).toMatch(/^\/layout null /);
    expect(window.history.length).toBe(before);
  });
});

describe('StaticRouter', () => {
  it('renders the address it is given, and refuses to navigate', () => {
    render(
      <StaticRouter location="/final-letter?id=abc">
        <Where />
      </StaticRouter>,
    );
    expect(where()).toBe('/final-letter?id=abc null default');
    expect(screen.getByTestId('id').textContent).toBe('abc');
    const grabbed: { navigate?: ReturnType<typeof useNavigate> } = {};
    function Grab() {
      const navigate = useNavigate();
      useEffect(() => {
        grabbed.navigate = navigate;
      });
      return null;
    }
    render(
      <StaticRouter location="/">
        <Grab />
      </StaticRouter>,
    );
    expect(() => grabbed.navigate?.('/edit')).toThrow(/cannot navigate/);
  });
});
