import type { Page } from 'playwright-core';

/**
 * Drops `text` (of the given type) at a point of the page, in CSS px, as the browser sends a
 * drag of text from another app: dragenter, dragover and drop on the element under the point.
 */
export async function dropTextAt(
  page: Page,
  at: { x: number; y: number },
  text: string,
  type = 'text/plain',
): Promise<void> {
  await page.evaluate(
    ({ text, type, at }) => {
      const target = document.elementFromPoint(at.x, at.y);
      if (!target) throw new Error('Nothing under the drop point.');
      const data = new DataTransfer();
      data.setData(type, text);
      for (const name of ['dragenter', 'dragover', 'drop']) {
        target.dispatchEvent(
          new DragEvent(name, {
            bubbles: true,
            cancelable: true,
            dataTransfer: data,
            clientX: at.x,
            clientY: at.y,
          }),
        );
      }
    },
    { text, type, at },
  );
}
