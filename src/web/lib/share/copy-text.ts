/**
 * Copying a link to the clipboard: the Clipboard API, and iOS Safari's copy through a hidden,
 * selected input. The letter's delivery (share-delivery.ts) and the gallery's Copy link use
 * them; kept apart from the delivery so the gallery carries none of the letter's share flow.
 */

export interface CopyEnvironment {
  /** navigator.clipboard, when the browser has one. */
  clipboard?: { writeText(text: string): Promise<void> };
  /** The legacy copy through a hidden, selected input: true when the browser copied. */
  execCopy(text: string): boolean;
}

/** True when the Clipboard API took the text. */
export async function copies(environment: CopyEnvironment, text: string): Promise<boolean> {
  if (!environment.clipboard) return false;
  try {
    await environment.clipboard.writeText(text);
    return true;
  } catch {
    // Refused: no permission, no user gesture left, or the page is not focused.
    return false;
  }
}

/** True when the hidden-input copy copied the text. */
export function execCopies(environment: CopyEnvironment, text: string): boolean {
  try {
    return environment.execCopy(text);
  } catch {
    return false;
  }
}

/**
 * iOS Safari's long-standing copy: a temporary read-only input holding the text, selected
 * (select() alone does not select on iOS, hence setSelectionRange), then execCommand('copy').
 * Focus goes back where it was, so a keyboard or screen-reader user stays on the button.
 */
export function hiddenInputCopy(text: string): boolean {
  const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const input = document.createElement('input');
  input.value = text;
  input.readOnly = true;
  input.setAttribute('aria-hidden', 'true');
  input.tabIndex = -1;
  // Out of sight but rendered (display: none cannot be selected); 16 px so iOS does not zoom.
  Object.assign(input.style, {
    position: 'fixed',
    top: '0',
    left: '0',
    width: '1px',
    height: '1px',
    opacity: '0',
    fontSize: '16px',
  });
  document.body.append(input);
  try {
    input.focus();
    input.select();
    input.setSelectionRange(0, text.length);
    return document.execCommand('copy');
  } finally {
    input.remove();
    previous?.focus();
  }
}

/** The page's own clipboard and hidden-input copy. */
export function browserCopyEnvironment(): CopyEnvironment {
  const { clipboard } = navigator;
  return {
    clipboard:
      clipboard && typeof clipboard.writeText === 'function'
        ? { writeText: (text) => clipboard.writeText(text) }
        : undefined,
    execCopy: hiddenInputCopy,
  };
}
