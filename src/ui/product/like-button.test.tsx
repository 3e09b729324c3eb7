// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LikeButton } from './like-button';

describe('LikeButton', () => {
  it('is a toggle named for what a tap does', () => {
    const { rerender } = render(<LikeButton liked={false} onToggle={() => undefined} />);
    const button = screen.getByRole('button', { name: '찜하기' });
    expect(button.getAttribute('aria-pressed')).toBe('false');

    rerender(<LikeButton liked onToggle={() => undefined} />);
    const pressed = screen.getByRole('button', { name: '찜 해제' });
    expect(pressed.getAttribute('aria-pressed')).toBe('true');
    expect(pressed.querySelector('svg')?.getAttribute('fill')).toBe('currentColor');
  });

  it('toggles without following a product link around it', () => {
    const onToggle = vi.fn();
    const onLink = vi.fn();
    render(
      <a href="/deal/1" onClick={onLink}>
        <LikeButton liked={false} onToggle={onToggle} />
      </a>,
    );
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    screen.getByRole('button', { name: '찜하기' }).dispatchEvent(click);
    expect(onToggle).toHaveBeenCalledTimes(1);
    expect(onLink).not.toHaveBeenCalled();
    expect(click.defaultPrevented).toBe(true);
  });

  it('follows the state its owner gives it', () => {
    function Owner() {
      const [liked, setLiked] = useState(false);
      return <LikeButton liked={liked} onToggle={() => setLiked((value) => !value)} />;
    }
    render(<Owner />);
    fireEvent.click(screen.getByRole('button', { name: '찜하기' }));
    expect(screen.getByRole('button', { name: '찜 해제' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: '찜 해제' }));
    expect(screen.getByRole('button', { name: '찜하기' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('cannot be used while disabled', async () => {
    const onToggle = vi.fn();
    render(<LikeButton liked={false} onToggle={onToggle} disabled />);
    // a tap, not a dispatched event: a browser sends no click to a disabled button (React also
    // dropped dispatched ones; Preact listens natively and gets them)
    await userEvent.click(screen.getByRole('button', { name: '찜하기' }));
    expect(onToggle).not.toHaveBeenCalled();
  });
});
