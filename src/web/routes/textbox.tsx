import { TextboxScreen } from '../features/letter/textbox-screen.js';

export function Textbox() {
  return <TextboxScreen />;
}
