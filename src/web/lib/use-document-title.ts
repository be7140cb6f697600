import { useEffect } from 'react';

/** Sets the tab title as "<page> · Chowdr". */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = title ? `${title} · Chowdr` : 'Chowdr';
  }, [title]);
}
