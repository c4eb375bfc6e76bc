/** Together mode's screens (join, lobby, shoot): being built for issue 29. */
export function TogetherScreen() {
  return null;
}
