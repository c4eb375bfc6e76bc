/** What the share button says when sharing failed (kept apart: it is shown without the flow). */
export function shareFailureText(reason: string): string {
  return `Failed to share letter: ${reason}`;
}
