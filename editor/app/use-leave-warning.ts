/**
 * Leaving the editor (closing the tab, reloading, following a link) with unsaved changes asks first: the
 * browser's own "Leave site? Changes you made may not be saved." Without changes it leaves at once.
 */
import { useEffect } from 'react';

export function useLeaveWarning(unsaved: boolean) {
  useEffect(() => {
    if (!unsaved) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when a value is set; the words themselves are the browser's.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [unsaved]);
}
