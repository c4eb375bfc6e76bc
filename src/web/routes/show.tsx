/** Placeholder until the shared event's show screen lands (issue 27): shows nothing yet. */
export function Show() {
  return null;
}
