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
import { browserCopyEnvironment, copies, execCopies, type CopyEnvironment } from './copy-text.js';
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

export interface DeliveryEnvironment extends CopyEnvironment {
  userAgent: string;
  /** navigator.share, when the browser has a share sheet. */
  share?: (data: ShareData) => Promise<void>;
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

/** The page's own browser APIs, read when a share starts. */
export function browserDeliveryEnvironment(): DeliveryEnvironment {
  return {
    userAgent: navigator.userAgent,
    share: typeof navigator.share === 'function' ? (data) => navigator.share(data) : undefined,
    ...browserCopyEnvironment(),
    alert: (message) => window.alert(message),
    prompt: (message, defaultValue) => window.prompt(message, defaultValue),
  };
}
