import { DEFAULT_POSE_COUNT, type PoseCount, type TimerSeconds } from '../../../model/layouts.js';
import type { Translate } from '../../lib/i18n/message-key.js';

interface LeadFacts {
  /** The poses, when known (chosen before, or fixed). */
  layout: PoseCount | null;
  /** The poses are chosen on this screen: the lead asks for them rather than naming them. */
  posesAsked: boolean;
  fixedTimer: TimerSeconds | null;
}

/** The camera screen's lead: what is settled, and what is left to choose. */
export function captureLead(t: Translate, { layout, posesAsked, fixedTimer }: LeadFacts): string {
  if (posesAsked) {
    return fixedTimer === null
      ? t('capture.leadChoosePoses')
      : t('capture.leadChoosePosesFixedCountdown', { seconds: fixedTimer });
  }
  const count = layout ?? DEFAULT_POSE_COUNT;
  return fixedTimer === null
    ? t('capture.lead', { count })
    : t('capture.leadFixedCountdown', { count, seconds: fixedTimer });
}
