import { Menu } from '@ark-ui/react/menu';
import { Portal } from '@ark-ui/react/portal';
import { css, cx } from 'styled-system/css';
import { iconButton } from '../../ui/recipes';
import { PostMenuGlyph, type PostMenuProps } from './post-menu-parts';

/**
 * A post's '더 보기' menu itself (Ark UI Menu): 수정하기 and 삭제하기 on one's own post, 신고하기 on
 * another's. Loaded when the shopper first taps its trigger (post-menu-trigger.tsx), and shown open.
 */
export function PostMenu({ isMine, onEdit, onDelete, onReport }: PostMenuProps) {
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }} defaultOpen>
      <Menu.Trigger className={iconButton()} aria-label="더 보기">
        <PostMenuGlyph />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content className={styles.menu}>
            {isMine ? (
              <>
                <Menu.Item value="edit" className={styles.menuItem} onSelect={onEdit}>
                  수정하기
                </Menu.Item>
                <Menu.Item value="delete" className={cx(styles.menuItem, styles.danger)} onSelect={onDelete}>
                  삭제하기
                </Menu.Item>
              </>
            ) : (
              <Menu.Item value="report" className={styles.menuItem} onSelect={onReport}>
                신고하기
              </Menu.Item>
            )}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

const styles = {
  menu: css({
    minWidth: '140px',
    paddingBlock: '1',
    borderRadius: '10px',
    bg: 'white',
    boxShadow: '0 4px 16px rgba(0,0,0,0.16)',
    zIndex: 'dialog',
    outline: 'none',
  }),
  menuItem: css({
    display: 'flex',
    alignItems: 'center',
    minHeight: '44px',
    paddingInline: '4',
    fontSize: '15px',
    color: 'gray.900',
    cursor: 'pointer',
    '&[data-highlighted]': { bg: 'gray.100' },
  }),
  danger: css({ color: 'red.700' }),
};
