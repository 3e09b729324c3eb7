import { Dialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import { useRef } from 'react';
import { css } from 'styled-system/css';
import { isPopupOpen } from '../../../machines/app-install/app-install.selectors';
import { button } from '../../ui/recipes';
import { AlertBellArt, AppIconArt, PointCoinArt } from './app-install-art';
import { appInstallTexts, type AppInstallActor } from './app-install-texts';
import { useHydratedSelector } from '../../ui/use-hydrated';

/**
 * The app-install popup of SPEC.md §4: a bottom sheet over the event or period page, offering the
 * app or the mobile web. The appInstall actor decides when it shows; closing it any way (the
 * button, Escape, a tap on the dimmed page) means staying on the web. Loaded lazily.
 */
export function AppInstallPopup({ appInstall }: { appInstall: AppInstallActor }) {
  const open = useHydratedSelector(appInstall, isPopupOpen, false);
  const openAppRef = useRef<HTMLButtonElement>(null);

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) appInstall.send({ type: 'appInstall.stayOnWeb' });
      }}
      initialFocusEl={() => openAppRef.current}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop className={styles.backdrop} />
        <Dialog.Positioner className={styles.positioner}>
          <Dialog.Content className={styles.sheet} data-testid="app-install-popup">
            <span className={styles.handle} aria-hidden="true" />
            <AppIconArt size={60} className={styles.icon} />
            <Dialog.Title className={styles.title}>{appInstallTexts.title}</Dialog.Title>
            <Dialog.Description className={styles.description}>{appInstallTexts.benefit}</Dialog.Description>
            <ul className={styles.benefits} aria-label="앱 혜택">
              <li className={styles.benefit}>
                <PointCoinArt />
                <span>
                  <strong className={styles.benefitStrong}>1,000P</strong> 즉시 지급
                </span>
              </li>
              <li className={styles.benefit}>
                <AlertBellArt />
                <span>
                  <strong className={styles.benefitStrong}>실시간</strong> 특가 알림
                </span>
              </li>
            </ul>
            <div className={styles.actions}>
              <button
                ref={openAppRef}
                type="button"
                className={button({ size: 'xl', fullWidth: true })}
                onClick={() => appInstall.send({ type: 'appInstall.openApp' })}
              >
                {appInstallTexts.openApp}
              </button>
              <button
                type="button"
                className={styles.stay}
                onClick={() => appInstall.send({ type: 'appInstall.stayOnWeb' })}
              >
                {appInstallTexts.stayOnWeb}
              </button>
            </div>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

const styles = {
  backdrop: css({
    position: 'fixed',
    inset: '0',
    zIndex: 'dialog',
    bg: 'rgba(0, 0, 0, 0.5)',
    transition: 'opacity 0.2s ease-out',
    _starting: { opacity: 0 },
    _motionReduce: { transition: 'none' },
  }),
  positioner: css({
    position: 'fixed',
    inset: '0',
    zIndex: 'dialog',
    display: 'flex',
    alignItems: 'flex-end',
    justifyContent: 'center',
  }),
  sheet: css({
    position: 'relative',
    width: '100%',
    maxWidth: 'app',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    textAlign: 'center',
    bg: 'white',
    borderTopRadius: '20px',
    boxShadow: '0 -8px 24px rgba(0, 0, 0, 0.12)',
    outline: 'none',
    paddingTop: '3',
    paddingInline: '5',
    paddingBottom: 'calc(token(spacing.4) + env(safe-area-inset-bottom))',
    transition: 'transform 0.25s ease-out',
    _starting: { transform: 'translateY(100%)' },
    _motionReduce: { transition: 'none' },
  }),
  handle: css({ width: '40px', height: '4px', borderRadius: 'full', bg: 'gray.300', marginBottom: '6' }),
  icon: css({ boxShadow: '0 6px 16px rgba(255, 100, 0, 0.3)', borderRadius: '16px', marginBottom: '4' }),
  title: css({ fontSize: '20px', fontWeight: 'bold', color: 'gray.900', lineHeight: '1.4', wordBreak: 'keep-all' }),
  description: css({
    marginTop: '2',
    maxWidth: '300px',
    fontSize: '15px',
    color: 'gray.700',
    lineHeight: '1.55',
    wordBreak: 'keep-all',
  }),
  benefits: css({ display: 'flex', gap: '2', marginTop: '5', width: '100%' }),
  benefit: css({
    flex: '1',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '2',
    paddingBlock: '3',
    borderRadius: '12px',
    bg: 'orange.50',
    fontSize: '14px',
    color: 'gray.800',
    whiteSpace: 'nowrap',
  }),
  benefitStrong: css({ color: 'gray.900', fontWeight: 'bold' }),
  actions: css({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '1', width: '100%', marginTop: '6' }),
  stay: css({
    minHeight: '44px',
    paddingInline: '4',
    fontSize: '14px',
    color: 'gray.600',
    textDecoration: 'underline',
    textUnderlineOffset: '3px',
    borderRadius: '8px',
    _focusVisible: { outline: '2px solid token(colors.primary)', outlineOffset: '2px' },
  }),
};
