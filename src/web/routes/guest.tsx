/** Placeholder until the shared event's guest screen lands (issue 27): shows nothing yet. */
export function Guest() {
  return null;
}
