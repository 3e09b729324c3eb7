import { useLayoutEffect } from 'react';

/** The titles of the mounted screens, latest last; `document.title` shows the last one. */
const mounted: { title: string }[] = [];
let initialTitle: string | undefined;

function apply() {
  initialTitle ??= document.title;
  document.title = mounted.at(-1)?.title ?? initialTitle;
}

/**
 * Sets `document.title` while mounted, and gives back the previous title when unmounted. React 19
 * hoisted a `<title>` rendered anywhere into the head; Preact (preact/compat, what ships) renders it
 * where it stands, in the body, where the browser ignores it.
 */
export function DocumentTitle({ children }: { children: string }) {
  useLayoutEffect(() => {
    const entry = { title: children };
    mounted.push(entry);
    apply();
    return () => {
      mounted.splice(mounted.indexOf(entry), 1);
      apply();
    };
  }, [children]);
  return null;
}
