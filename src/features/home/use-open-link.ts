import { useNavigate } from '@tanstack/react-router';
import { useCallback, type MouseEvent } from 'react';
import { openExternalPage } from '../../platform/external';

const ABSOLUTE = /^https?:\/\//i;

/** A banner's link: an app path routes inside the app, an absolute URL leaves for that page. */
export function useOpenLink() {
  const navigate = useNavigate();
  return useCallback(
    (url: string) => {
      if (ABSOLUTE.test(url)) openExternalPage(url);
      else void navigate({ href: url });
    },
    [navigate],
  );
}

/** Follows `url` with `open` on a plain left click; modified clicks keep the browser's behaviour. */
export function interceptClick(event: MouseEvent<HTMLAnchorElement>, open: () => void): void {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  open();
}
