import { useSequenceState } from '../app/navigation.js';
import { SequenceScreen } from '../features/capture/sequence-screen.js';

export function Sequence() {
  return <SequenceScreen settings={useSequenceState()} />;
}
