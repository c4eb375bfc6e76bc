// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdEarlyPresses } from './early-presses.js';

/** The server's page: a button, a radio card (label), a disabled button and a link. */
function serverPage() {
  document.body.innerHTML = `
    <div id="root">
      <button id="next">Next</button>
      <label id="four"><input type="radio" name="poses" value="4" /> 4 Pose</label>
      <button id="off" disabled>Off</button>
      <button id="busy" aria-disabled="true">Busy</button>
      <button id="share" aria-disabled="true" data-until-app>Share</button>
      <a id="home" href="#home">Home</a>
      <p id="text">Hello</p>
    </div>
    <button id="outside">Outside</button>`;
  const root = document.getElementById('root')!;
  const byId = (id: string) => document.getElementById(id)!;
  return { root, byId };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('holdEarlyPresses', () => {
  it('holds a choice made in a menu, asks for the app, and makes it again on release', () => {
    const { root } = serverPage();
    root.insertAdjacentHTML(
      'beforeend',
      '<select id="menu" data-until-app disabled><option>en</option><option>de</option></select>',
    );
    const menu = document.getElementById('menu') as HTMLSelectElement;
    const onHeld = vi.fn();
    const presses = holdEarlyPresses(root, onHeld);
    expect(menu.disabled).toBe(false);
    const answered = vi.fn((event: Event) => (event.target as HTMLSelectElement).value);
    root.addEventListener('change', answered);
    menu.value = 'de';
    menu.dispatchEvent(new Event('change', { bubbles: true }));
    expect(onHeld).toHaveBeenCalledTimes(1);
    expect(answered).not.toHaveBeenCalled();
    // The app's first render sets the menu back to what it knew.
    menu.value = 'en';
    presses.release();
    expect(answered).toHaveBeenCalledTimes(1);
    expect(answered).toHaveReturnedWith('de');
    expect(menu.value).toBe('de');
    // Released: later choices go straight to the app.
    menu.dispatchEvent(new Event('change', { bubbles: true }));
    expect(answered).toHaveBeenCalledTimes(2);
  });

  it('holds a press on a button, asks for the app, and makes it again on release', () => {
    const { root, byId } = serverPage();
    const onHeld = vi.fn();
    const presses = holdEarlyPresses(root, onHeld);
    const answered = vi.fn();
    byId('next').click();
    expect(onHeld).toHaveBeenCalledTimes(1);
    // The app's handler arrives with the app.
    byId('next').addEventListener('click', answered);
    expect(answered).not.toHaveBeenCalled();
    presses.release();
    expect(answered).toHaveBeenCalledTimes(1);
  });

  it('cancels the default action until the app answers (a form is not sent)', () => {
    document.body.innerHTML = `<div id="root"><form><button id="send">Send</button></form></div>`;
    const root = document.getElementById('root')!;
    const presses = holdEarlyPresses(root, () => undefined);
    const sent = vi.fn((event: Event) => event.preventDefault());
    root.querySelector('form')!.addEventListener('submit', sent);
    document.getElementById('send')!.click();
    expect(sent).not.toHaveBeenCalled();
    presses.release();
    expect(sent).toHaveBeenCalledTimes(1);
  });

  it('shows a radio checked at once, and on release presses it again as a change', () => {
    const { root, byId } = serverPage();
    const presses = holdEarlyPresses(root, () => undefined);
    const radio = byId('four').querySelector('input')!;
    radio.click();
    expect(radio.checked).toBe(true);
    // The app's handler arrives with the app, and sees the radio go from unchecked to checked.
    const seen: boolean[] = [];
    radio.addEventListener('click', () => seen.push(radio.checked));
    let set: boolean[] = [];
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'checked')!;
    Object.defineProperty(radio, 'checked', {
      get: () => setter.get!.call(radio) as boolean,
      set: (value: boolean) => {
        set = [...set, value];
        setter.set!.call(radio, value);
      },
      configurable: true,
    });
    presses.release();
    expect(set).toEqual([false]);
    expect(seen).toEqual([true]);
    expect(radio.checked).toBe(true);
  });

  it('makes no press again on a checkbox pressed twice (no change left to make)', () => {
    document.body.innerHTML = `<div id="root"><input id="print" type="checkbox" /></div>`;
    const root = document.getElementById('root')!;
    const presses = holdEarlyPresses(root, () => undefined);
    const box = document.getElementById('print') as HTMLInputElement;
    box.click();
    expect(box.checked).toBe(true);
    box.click();
    expect(box.checked).toBe(false);
    const answered = vi.fn();
    box.addEventListener('click', answered);
    presses.release();
    expect(answered).not.toHaveBeenCalled();
    expect(box.checked).toBe(false);
  });

  it('makes presses again in order, once per control pressed twice in a row', () => {
    const { root, byId } = serverPage();
    const presses = holdEarlyPresses(root, () => undefined);
    const order: string[] = [];
    byId('next').click();
    byId('next').click();
    byId('four').querySelector('input')!.click();
    byId('next').addEventListener('click', () => order.push('next'));
    byId('four')
      .querySelector('input')!
      .addEventListener('click', () => order.push('four'));
    presses.release();
    expect(order).toEqual(['next', 'four']);
  });

  it('holds a press on a control that waits only for the app (data-until-app)', () => {
    const { root, byId } = serverPage();
    const onHeld = vi.fn();
    const presses = holdEarlyPresses(root, onHeld);
    const answered = vi.fn();
    // Shown ready: its press will be answered.
    expect(byId('share').getAttribute('aria-disabled')).toBe('false');
    expect(byId('busy').getAttribute('aria-disabled')).toBe('true');
    byId('share').click();
    expect(onHeld).toHaveBeenCalledTimes(1);
    byId('share').addEventListener('click', answered);
    presses.release();
    expect(answered).toHaveBeenCalledTimes(1);
  });

  it('leaves links, plain text, disabled controls and the rest of the page alone', () => {
    const { root, byId } = serverPage();
    const onHeld = vi.fn();
    holdEarlyPresses(root, onHeld);
    for (const id of ['home', 'text', 'off', 'busy', 'outside']) {
      const event = new MouseEvent('click', { bubbles: true, cancelable: true });
      byId(id).dispatchEvent(event);
      expect(event.defaultPrevented, id).toBe(false);
    }
    expect(onHeld).not.toHaveBeenCalled();
  });

  it('skips a control gone from the page by release, and holds nothing after it', () => {
    const { root, byId } = serverPage();
    const onHeld = vi.fn();
    const presses = holdEarlyPresses(root, onHeld);
    const next = byId('next');
    const answered = vi.fn();
    next.addEventListener('click', answered);
    next.click();
    next.remove();
    presses.release();
    expect(answered).not.toHaveBeenCalled();
    byId('four').click();
    expect(onHeld).toHaveBeenCalledTimes(1);
    presses.release();
  });
});
