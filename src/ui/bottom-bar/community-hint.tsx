import { Tooltip } from '@ark-ui/react/tooltip';
import { useState, type ReactElement } from 'react';
import { css } from 'styled-system/css';
import { createExternalStore } from '../external-store';
import { CloseIcon } from '../icons';

export const COMMUNITY_HINT_TEXT = '커뮤니티에서 포인트(별)를 모아보세요!';

/** Once dismissed, the hint no longer opens by itself (for the rest of the visit). */
const dismissed = createExternalStore(false);

/** Test helper. */
export function resetCommunityHint(): void {
  dismissed.set(false);
}

/**
 * Ark UI Tooltip around the community tab: open by itself on the first view, closed for good by its
 * close button, Escape, or using the tab; after that it is an ordinary hover/focus tooltip.
 */
export function CommunityHint({ children }: { children: ReactElement }) {
  const [open, setOpen] = useState(() => !dismissed.get());
  const close = () => {
    setOpen(false);
    dismissed.set(true);
  };
  return (
    <Tooltip.Root
      open={open}
      onOpenChange={(details) => (details.open ? setOpen(true) : close())}
      openDelay={300}
      closeOnScroll={false}
      interactive
      positioning={{ placement: 'top', strategy: 'fixed', gutter: 8 }}
    >
      <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
      <Tooltip.Positioner className={styles.positioner}>
        <Tooltip.Content className={styles.content}>
          <Tooltip.Arrow>
            <Tooltip.ArrowTip />
          </Tooltip.Arrow>
          <span>{COMMUNITY_HINT_TEXT}</span>
          <button type="button" className={styles.close} aria-label="안내 닫기" onClick={close}>
            <CloseIcon size={14} />
          </button>
        </Tooltip.Content>
      </Tooltip.Positioner>
    </Tooltip.Root>
  );
}

const styles = {
  positioner: css({ zIndex: 'bottomBar' }),
  content: css({
    display: 'flex',
    alignItems: 'center',
    gap: '1',
    paddingInlineStart: '3',
    paddingInlineEnd: '1',
    height: '34px',
    borderRadius: '8px',
    bg: 'primaryStrong',
    color: 'white',
    fontSize: '13px',
    fontWeight: 'semibold',
    whiteSpace: 'nowrap',
    boxShadow: 'md',
    '--arrow-size': '8px',
    '--arrow-background': 'token(colors.primaryStrong)',
  }),
  close: css({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    position: 'relative',
    width: '32px',
    height: '32px',
    borderRadius: 'full',
    // the glyph is small, the touch target is 44px
    _before: { content: '""', position: 'absolute', inset: '-6px' },
    color: 'white',
    _focusVisible: { outline: '2px solid white', outlineOffset: '-4px' },
  }),
};
