import { PRODUCT_NAME } from '@untangle/contracts';
import { useEffect } from 'react';

/** Names the page for tabs, history and screen readers. */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = title
      ? `${title} | ${PRODUCT_NAME}`
      : `${PRODUCT_NAME} - Restructure text into logical order`;
  }, [title]);
}
