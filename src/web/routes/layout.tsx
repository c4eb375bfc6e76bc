import { useLayoutNotice } from '../navigation/screen-state.js';
import { LayoutScreen } from '../features/layout/layout-screen.js';

export function Layout() {
  return <LayoutScreen needsPhotos={useLayoutNotice()} />;
}
