import { useCanGoBack, useNavigate, useRouter, useRouterState } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { BackIcon, HeartIcon, HomeIcon, SettingsIcon, ShareIcon } from '../icons';
import { interceptClick, useFollowLink } from '../links/follow-link';
import { shopPageUrl } from '../product/shop-link';
import { iconButton } from '../recipes';
import { useRouteMeta } from '../route-meta';
import type { ShareInfo } from '../share/share-info';
import { openShare } from '../share/share-store';
import { backTarget, isNaviHidden } from './back-target';
import { wasReplaced } from './history-state';

export interface HeaderProps {
  title: string;
  /** no back button (home, welcome, maintenance) */
  hideBack?: boolean;
  /** replaces the default back rule (history back, or home) */
  onBack?: () => void;
  /** share button: opens the share dialog with this info … */
  share?: ShareInfo;
  /** … or runs this instead */
  onShare?: () => void;
  /**
   * likes: a link to the shop's like page (SPEC.md §2 "likes opens an outside page of the like
   * kind"), left for through the external-link flow. Defaults to the route's `headerLikes` flag
   * (the catalogue's top screens, docs/decisions.md "Issue 25").
   */
  showLikes?: boolean;
  showHome?: boolean;
  showSettings?: boolean;
  /** extra buttons or links before the standard ones (e.g. the community's search) */
  actions?: ReactNode;
}

/** The shop's page of the member's likes (찜한 상품), relative to VITE_SHOP_URL. */
export const SHOP_LIKE_PATH = '/like';

/**
 * The shared header of SPEC.md §2. Its back button is hidden when the URL has `isnavihide=true`
 * (the hosting app shows its own navigation then).
 */
export function Header({
  title,
  hideBack = false,
  onBack,
  share,
  onShare,
  showLikes,
  showHome = false,
  showSettings = false,
  actions,
}: HeaderProps) {
  const naviHidden = useRouterState({ select: (state) => isNaviHidden(state.location.searchStr) });
  const canGoBack = useCanGoBack();
  const router = useRouter();
  const navigate = useNavigate();
  const follow = useFollowLink();
  const meta = useRouteMeta();
  const likesShown = showLikes ?? meta.showLikes;

  const goBack = () => {
    if (onBack) return onBack();
    if (backTarget({ canGoBack, replaced: wasReplaced() }) === 'history') router.history.back();
    else void navigate({ to: '/' });
  };
  const handleShare = onShare ?? (share ? () => openShare(share) : undefined);
  const likesUrl = shopPageUrl(SHOP_LIKE_PATH);

  return (
    <header className={styles.root}>
      <div className={styles.bar}>
        <div className={styles.start}>
          {!hideBack && !naviHidden && (
            <button type="button" className={iconButton()} aria-label="뒤로 가기" onClick={goBack}>
              <BackIcon />
            </button>
          )}
        </div>
        <h1 className={styles.title}>{title}</h1>
        <div className={styles.end}>
          {actions}
          {handleShare && (
            <button type="button" className={iconButton()} aria-label="공유하기" onClick={handleShare}>
              <ShareIcon />
            </button>
          )}
          {likesShown && (
            <a href={likesUrl} className={iconButton()} aria-label="찜 목록" onClick={(event) => interceptClick(event, () => follow(likesUrl))}>
              <HeartIcon />
            </a>
          )}
          {showHome && (
            <button type="button" className={iconButton()} aria-label="홈으로" onClick={() => void navigate({ to: '/' })}>
              <HomeIcon />
            </button>
          )}
          {showSettings && (
            <button
              type="button"
              className={iconButton()}
              aria-label="설정"
              onClick={() => void navigate({ to: '/my-page/settings' })}
            >
              <SettingsIcon />
            </button>
          )}
        </div>
      </div>
    </header>
  );
}

const styles = {
  root: css({
    position: 'sticky',
    top: '0',
    zIndex: 'header',
    bg: 'white',
    paddingTop: 'env(safe-area-inset-top)',
  }),
  bar: css({
    display: 'grid',
    gridTemplateColumns: 'minmax(max-content, 1fr) minmax(0, auto) minmax(max-content, 1fr)',
    alignItems: 'center',
    height: 'header',
    paddingInline: '1',
  }),
  start: css({ display: 'flex', alignItems: 'center' }),
  end: css({ display: 'flex', alignItems: 'center', justifyContent: 'flex-end' }),
  title: css({
    minWidth: '0',
    paddingInline: '2',
    fontSize: '16px',
    fontWeight: 'bold',
    color: 'gray.900',
    textAlign: 'center',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  }),
};
