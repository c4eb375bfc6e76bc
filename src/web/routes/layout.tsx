import { Screen } from '../app/screen.js';

/** Choose how many poses the strip holds, and whether the photos are uploaded or taken with the camera. */
export function Layout() {
  return <Screen title="Choose your layout" />;
}
