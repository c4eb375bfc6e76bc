import { useEffect } from 'react';

/**
 * While the screen is shown, a file dropped anywhere on the page is never opened by the
 * browser in place of the app (its default for a drop nobody handles). The drop zone still
 * gets its own events first.
 */
export function useWindowDropGuard(): void {
  useEffect(() => {
    const guard = (event: DragEvent) => {
      if (event.dataTransfer?.types.includes('Files')) event.preventDefault();
    };
    window.addEventListener('dragover', guard);
    window.addEventListener('drop', guard);
    return () => {
      window.removeEventListener('dragover', guard);
      window.removeEventListener('drop', guard);
    };
  }, []);
}
