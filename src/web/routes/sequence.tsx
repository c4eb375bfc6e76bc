import { useSequenceState } from '../navigation/screen-state.js';
import { SequenceScreen } from '../features/capture/sequence-screen.js';

export function Sequence() {
  return <SequenceScreen settings={useSequenceState()} />;
}
