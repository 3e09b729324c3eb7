import type { ComponentType } from 'react';
import { useLoadOnUse } from '../../ui/load-on-use';
import { iconButton } from '../../ui/recipes';
import { PostMenuGlyph, type PostMenuProps } from './post-menu-parts';

export type { PostMenuProps } from './post-menu-parts';

/** the menu's code: Ark UI's Menu and what it brings */
const loadMenu = () => import('./post-menu').then((module): ComponentType<PostMenuProps> => module.PostMenu);

/**
 * A post's '더 보기' button. It reads and looks like the menu's own trigger; the menu (post-menu.tsx,
 * Ark UI) loads when the shopper reaches for it (src/ui/load-on-use.ts) and takes the button's place,
 * open: a post that is only read loads none of its code.
 */
export function PostMenuTrigger(props: PostMenuProps) {
  const menu = useLoadOnUse(loadMenu, '메뉴를 열지 못했어요. 인터넷 연결을 확인해 주세요.');
  if (menu.loaded) return <menu.loaded {...props} />;
  return (
    <button
      type="button"
      className={iconButton()}
      aria-label="더 보기"
      aria-haspopup="menu"
      aria-expanded="false"
        {...menu.triggerProps}
    >
      <PostMenuGlyph />
    </button>
  );
}
