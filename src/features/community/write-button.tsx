import { useNavigate } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { memberOrAskToLogIn } from '../../api/like-ports';
import { useIsMember } from './use-member';

/**
 * The floating '글쓰기' button: members go to the form of the tab's kind (오늘의 식탁 or 질문답변);
 * visitors are asked to log in first.
 */
export function WriteButton({ kind }: { kind: 'DASHBOARD' | 'QNA' }) {
  const member = useIsMember();
  const navigate = useNavigate();
  const write = async () => {
    if (!member && !(await memberOrAskToLogIn())) return;
    void navigate({ to: kind === 'QNA' ? '/community/qna/form/{-$id}' : '/community/dash-board/form/{-$id}', params: {} });
  };
  return (
    <button type="button" className={styles.fab} onClick={() => void write()} data-testid="community-write">
      <span aria-hidden="true" className={styles.plus}>
        +
      </span>
      글쓰기
    </button>
  );
}

const styles = {
  fab: css({
    position: 'fixed',
    // inside the 480px app column, above the scroll-top button (44px + gaps)
    right: 'max(16px, calc((100vw - token(sizes.app)) / 2 + 16px))',
    bottom: 'calc(token(sizes.bottomBar) + 72px + env(safe-area-inset-bottom))',
    zIndex: 'scrollTop',
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1',
    minHeight: '48px',
    paddingInline: '5',
    borderRadius: 'full',
    bg: 'primaryStrong',
    color: 'white',
    fontSize: '15px',
    fontWeight: 'bold',
    boxShadow: '0 4px 12px rgba(0,0,0,0.2)',
    _active: { filter: 'brightness(0.9)' },
    _focusVisible: { outline: '2px solid token(colors.gray.900)', outlineOffset: '2px' },
  }),
  plus: css({ fontSize: '20px', lineHeight: '1' }),
};
