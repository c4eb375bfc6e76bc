/**
 * Hands a share link to the visitor (docs/using.md, "Writing and sharing a letter", step 3), through whatever the
 * browser allows, each way falling back to the next:
 * - phones: the share sheet, then the clipboard (on iOS then the hidden-input copy), then an
 *   alert showing the link with a hint to tap and hold it;
 * - desktops: the clipboard, then a prompt holding the link to copy by hand; cancelling that
 *   prompt is the one way delivery fails.
 * The browser is reached only through a DeliveryEnvironment, so every path is unit-tested.
 */
import type { Translate } from '../i18n/message-key.js';
import { MANUAL_COPY_CANCELLED } from './share-failure.js';

export { MANUAL_COPY_CANCELLED };

/** What the share sheet, the alert and the prompt say, in the visitor's language. */
export interface DeliveryTexts {
  /** The share sheet's title and text. */
  title: string;
  text: string;
  /** The phone's last resort: the link, with the tap-and-hold hint. */
  alert(link: string): string;
  /** The desktop's prompt holding the link to copy by hand. */
  prompt: string;
}

export function deliveryTexts(t: Translate): DeliveryTexts {
  return {
    title: t('meta.shareTitle'),
    text: t('meta.shareText'),
    alert: (link) => t('letter.manualCopyAlert', { link }),
    prompt: t('letter.manualCopyPrompt'),
  };
}

/** How the link reached the visitor. */
export type DeliveryOutcome = 'shared' | 'copied' | 'alerted' | 'prompted';

export interface DeliveryEnvironment {
  userAgent: string;
  /** navigator.share, when the browser has a share sheet. */
  share?: (data: ShareData) => Promise<void>;
  /** navigator.clipboard, when the browser has one. */
  clipboard?: { writeText(text: string): Promise<void> };
  /** The legacy copy through a hidden, selected input: true when the browser copied. */
  execCopy(text: string): boolean;
  alert(message: string): void;
  prompt(message: string, defaultValue: string): string | null;
}

const PHONE = /Android|iPhone|iPad|iPod|Mobile/i;
const IOS = /iPhone|iPad|iPod/i;

export function isPhone(userAgent: string): boolean {
  return PHONE.test(userAgent);
}

export function isIos(userAgent: string): boolean {
  return IOS.test(userAgent);
}

async function copies(environment: DeliveryEnvironment, link: string): Promise<boolean> {
  if (!environment.clipboard) return false;
  try {
    await environment.clipboard.writeText(link);
    return true;
  } catch {
    // Refused: no permission, no user gesture left, or the page is not focused.
    return false;
  }
}

function execCopies(environment: DeliveryEnvironment, link: string): boolean {
  try {
    return environment.execCopy(link);
  } catch {
    return false;
  }
}

async function deliverOnPhone(
  link: string,
  environment: DeliveryEnvironment,
  texts: DeliveryTexts,
) {
  if (environment.share) {
    try {
      await environment.share({ title: texts.title, text: texts.text, url: link });
      return 'shared';
    } catch {
      // Failed, or closed by the visitor (AbortError). Either way the spec falls through to
      // the clipboard: a closed sheet then still leaves the link ready to paste.
    }
  }
  if (await copies(environment, link)) return 'copied';
  if (isIos(environment.userAgent) && execCopies(environment, link)) return 'copied';
  environment.alert(texts.alert(link));
  return 'alerted';
}

async function deliverOnDesktop(
  link: string,
  environment: DeliveryEnvironment,
  texts: DeliveryTexts,
) {
  if (await copies(environment, link)) return 'copied';
  if (environment.prompt(texts.prompt, link) === null) throw new Error(MANUAL_COPY_CANCELLED);
  return 'prompted';
}

/** Delivers the link; rejects only when the visitor cancels the desktop's manual copy. */
export function deliverLink(
  link: string,
  environment: DeliveryEnvironment,
  texts: DeliveryTexts,
): Promise<DeliveryOutcome> {
  return isPhone(environment.userAgent)
    ? deliverOnPhone(link, environment, texts)
    : deliverOnDesktop(link, environment, texts);
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

/** The page's own browser APIs, read when a share starts. */
export function browserDeliveryEnvironment(): DeliveryEnvironment {
  const { clipboard } = navigator;
  return {
    userAgent: navigator.userAgent,
    share: typeof navigator.share === 'function' ? (data) => navigator.share(data) : undefined,
    clipboard:
      clipboard && typeof clipboard.writeText === 'function'
        ? { writeText: (text) => clipboard.writeText(text) }
        : undefined,
    execCopy: hiddenInputCopy,
    alert: (message) => window.alert(message),
    prompt: (message, defaultValue) => window.prompt(message, defaultValue),
  };
}
