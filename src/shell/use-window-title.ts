import { useEffect } from 'react';
import { windowTitle } from '../core/window-title.ts';

export function useWindowTitle(pageTitle: string): void {
  useEffect(() => {
    document.title = windowTitle(window.location.hostname, pageTitle);
  }, [pageTitle]);
}
