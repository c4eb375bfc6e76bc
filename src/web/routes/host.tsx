/** Placeholder until the shared event's host screen lands (issue 27): shows nothing yet. */
export function Host() {
  return null;
}
