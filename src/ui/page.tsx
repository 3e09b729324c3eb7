import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { DEFAULT_DIALOG_MESSAGE } from './dialogs/dialog-store';
import { Header, type HeaderProps } from './header/header';
import { AlertIcon, InboxIcon } from './icons';
import { button } from './recipes';

export const APP_NAME = '마켓';

export interface PageProps {
  /**
   * Korean page title: the header's h1. The document's `<title>` is the route's head (its
   * `staticData.title`, or its data's: src/routes/-lib/head.ts), the same on the server and after a
   * navigation.
   */
  title: string;
  /** header options, or false for a page without the shared header */
  header?: Omit<HeaderProps, 'title'> | false;
  /** 16px side padding around the content (screens with edge-to-edge parts leave it off) */
  padded?: boolean;
  children?: ReactNode;
}

/** The frame of every screen: shared header and the page's main landmark. */
export function Page({ title, header = {}, padded = false, children }: PageProps) {
  return (
    <>
      {header !== false && <Header title={title} {...header} />}
      <main className={cx(styles.main, padded && styles.padded)}>{children}</main>
    </>
  );
}

export interface EmptyStateProps {
  title: string;
  description?: string;
  /** defaults to an empty-box glyph */
  icon?: ReactNode;
  /** a link or button under the text, e.g. '홈으로 가기' */
  action?: ReactNode;
  /** shows a '다시 시도' button */
  onRetry?: () => void;
}

/** Nothing to show (no results, not ready yet, maintenance). */
export function EmptyState({ title, description, icon, action, onRetry }: EmptyStateProps) {
  return (
    <section className={styles.state}>
      <StateBody icon={icon ?? <InboxIcon size={32} />} title={title} description={description} />
      <StateActions action={action} onRetry={onRetry} />
    </section>
  );
}

export interface ErrorStateProps {
  title?: string;
  description?: string;
  icon?: ReactNode;
  action?: ReactNode;
  onRetry?: () => void;
}

/** Something failed: a Korean explanation and, when it can help, '다시 시도'. */
export function ErrorState({
  title = '잠시 문제가 생겼어요',
  description = DEFAULT_DIALOG_MESSAGE,
  icon,
  action,
  onRetry,
}: ErrorStateProps) {
  return (
    <section role="alert" className={styles.state}>
      <StateBody icon={icon ?? <AlertIcon size={32} />} title={title} description={description} />
      <StateActions action={action} onRetry={onRetry} />
    </section>
  );
}

function StateBody({ icon, title, description }: { icon: ReactNode; title: string; description: string | undefined }) {
  return (
    <>
      <span className={styles.icon} aria-hidden="true">
        {icon}
      </span>
      <h2 className={styles.title}>{title}</h2>
      {description && <p className={styles.description}>{description}</p>}
    </>
  );
}

function StateActions({ action, onRetry }: { action: ReactNode; onRetry: (() => void) | undefined }) {
  if (!action && !onRetry) return null;
  return (
    <div className={styles.actions}>
      {onRetry && (
        <button type="button" className={button({ variant: 'outline', size: 'md' })} onClick={onRetry}>
          다시 시도
        </button>
      )}
      {action}
    </div>
  );
}

const styles = {
  main: css({ display: 'block', minWidth: '0' }),
  padded: css({ paddingInline: '4' }),
  state: css({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    textAlign: 'center',
    paddingInline: '6',
    paddingBlock: '16',
  }),
  icon: css({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '64px',
    height: '64px',
    marginBottom: '4',
    borderRadius: 'full',
    bg: 'gray.100',
    color: 'gray.500',
  }),
  title: css({ fontSize: '16px', fontWeight: 'bold', color: 'gray.900', lineHeight: '1.4', wordBreak: 'keep-all' }),
  description: css({
    marginTop: '2',
    maxWidth: '320px',
    fontSize: '14px',
    color: 'gray.600',
    lineHeight: '1.6',
    wordBreak: 'keep-all',
  }),
  actions: css({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: '2', marginTop: '6' }),
};
