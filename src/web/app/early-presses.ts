/**
 * Presses made on the server's page before the app has taken it over. A button in the
 * server's HTML has no handler yet, so a tap on it would draw a focus ring and be forgotten
 * (on a slow phone for a second or more). Such a press is held instead: its default action is
 * cancelled (a form is not sent), the app is asked to start at once, and once the screen runs
 * the press is made again on the same control, which now answers it. A radio or a checkbox is
 * the exception: it shows its new state at once (what the eye, and Playwright's check(),
 * expect of it), and on release it is set back and pressed again, so the app sees the change.
 * Links are left alone: they work without the app. So is a disabled control, unless it says it
 * waits only for the app (`data-until-app`: disabled or aria-disabled in the server's HTML, for a
 * browser without JavaScript; with it, such a control is made ready at once). A choice made in a menu
 * (a <select>, whose own list opens without the app) is held the same way: the app is asked to
 * start, and the choice is made again, with its change event, once the screen runs.
 */

/** What the app's code answers: the controls a press on the server's page would lose. */
export const CONTROLS_NEEDING_APP =
  'button, [role="button"], input, label, summary, [data-needs-app]';

export interface EarlyPresses {
  /** Makes each held press again, in order, on controls still in the page; then holds no more. */
  release(): void;
}

/**
 * Holds clicks (a tap, a mouse click, Enter or Space on a focused button) on controls inside
 * `root` until `release()`. `onHeld` is called with each press held, so the app can start.
 */
export function holdEarlyPresses(root: HTMLElement, onHeld: () => void): EarlyPresses {
  // With this script running, their presses are held: they are ready as far as anyone can tell.
  for (const control of root.querySelectorAll('[data-until-app][aria-disabled="true"]'))
    control.setAttribute('aria-disabled', 'false');
  for (const control of root.querySelectorAll('[data-until-app][disabled]'))
    control.removeAttribute('disabled');
  const held: HeldPress[] = [];
  /** The last choice made in each menu. */
  const chosen = new Map<HTMLSelectElement, string>();
  let holding = true;
  const hold = (event: MouseEvent) => {
    if (!holding || !(event.target instanceof Element)) return;
    const control = event.target.closest<HTMLElement>(CONTROLS_NEEDING_APP);
    if (!control || !root.contains(control) || isDisabled(control)) return;
    // The click's own change of a radio or checkbox is already made when it is dispatched.
    const checkable = isCheckable(control);
    if (!checkable) event.preventDefault();
    event.stopImmediatePropagation();
    if (held.at(-1)?.control !== control) {
      // Before the press: a checkbox the other way; a radio unchecked (a press never unchecks it).
      const before = checkable && control.type === 'checkbox' ? !control.checked : false;
      held.push({ control, before });
    }
    onHeld();
  };
  const holdChoice = (event: Event) => {
    if (!holding || !(event.target instanceof HTMLSelectElement)) return;
    event.stopImmediatePropagation();
    chosen.set(event.target, event.target.value);
    onHeld();
  };
  root.addEventListener('click', hold, { capture: true });
  root.addEventListener('change', holdChoice, { capture: true });
  return {
    release() {
      if (!holding) return;
      holding = false;
      root.removeEventListener('click', hold, { capture: true });
      root.removeEventListener('change', holdChoice, { capture: true });
      // A press may have moved the app elsewhere (Next): the next control is then gone.
      for (const { control, before } of held.splice(0)) {
        if (!control.isConnected) continue;
        if (isCheckable(control)) {
          // Pressed twice: no change to make. Else set back, so the app's press is a change.
          if (control.checked === before) continue;
          control.checked = before;
        }
        control.click();
      }
      for (const [menu, value] of chosen) {
        if (!menu.isConnected) continue;
        // The app's first render may have set the menu back to what it knew.
        menu.value = value;
        menu.dispatchEvent(new Event('change', { bubbles: true }));
      }
      chosen.clear();
    },
  };
}

interface HeldPress {
  control: HTMLElement;
  /** For a radio or a checkbox, whether it was checked before the press. */
  before: boolean;
}

function isCheckable(control: HTMLElement): control is HTMLInputElement {
  return (
    control instanceof HTMLInputElement && (control.type === 'radio' || control.type === 'checkbox')
  );
}

function isDisabled(control: HTMLElement): boolean {
  if (control.hasAttribute('data-until-app')) return false;
  return control.matches(':disabled') || control.getAttribute('aria-disabled') === 'true';
}
