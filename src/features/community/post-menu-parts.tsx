import { css } from 'styled-system/css';

/** What a post's '더 보기' button (post-menu-trigger.tsx) and its menu (post-menu.tsx) share. */
export interface PostMenuProps {
  isMine: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onReport: () => void;
}

export function PostMenuGlyph() {
  return (
    <span aria-hidden="true" className={kebab}>
      ⋮
    </span>
  );
}

const kebab = css({ fontSize: '22px', lineHeight: '1', fontWeight: 'bold' });
