import { useRouteContext } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { appProfile, isChecking } from '../../../machines/maintenance/maintenance.selectors';
import { Page } from '../../ui/page';
import { button } from '../../ui/recipes';
import { inspectionWindow } from './inspection-time';
import { MaintenanceArt } from './maintenance-art';
import { useHydratedSelector } from '../../ui/use-hydrated';

export const maintenanceTexts = {
  title: '서비스 점검 중이에요',
  headline: '더 나은 서비스를 위해\n잠시 점검하고 있어요',
  fallbackMessage: '점검 중에는 서비스를 이용할 수 없어요. 이용에 불편을 드려 죄송합니다. 점검이 끝나면 바로 다시 찾아뵐게요.',
  windowLabel: '점검 시간',
  check: '다시 확인하기',
  checking: '확인하고 있어요…',
  note: '점검이 끝나면 보던 화면으로 바로 돌아가요.',
} as const;

/**
 * /maintenance (SPEC.md §2, §4 Maintenance): what the operator said about the inspection (the app
 * profile's message and time, when given) and '다시 확인하기', which asks the maintenance actor to
 * fetch the profile now; once the inspection is over the actor takes the shopper back.
 */
export function MaintenanceScreen() {
  const { maintenance } = useRouteContext({ from: '__root__' });
  const profile = useHydratedSelector(maintenance, appProfile, null);
  const checking = useHydratedSelector(maintenance, isChecking, false);
  const notice = profile?.inspection ?? null;
  const period = notice ? inspectionWindow(notice.startDt, notice.endDt) : null;

  return (
    <Page title={maintenanceTexts.title} header={{ hideBack: true }}>
      <section className={styles.body} aria-labelledby="maintenance-headline">
        <MaintenanceArt />
        <h2 id="maintenance-headline" className={styles.headline}>
          {maintenanceTexts.headline}
        </h2>
        <p className={styles.message}>{notice?.message ?? maintenanceTexts.fallbackMessage}</p>
        {period && (
          <dl className={styles.window}>
            <dt className={styles.windowLabel}>{maintenanceTexts.windowLabel}</dt>
            <dd className={styles.windowValue}>{period}</dd>
          </dl>
        )}
        <div className={styles.actions}>
          <button
            type="button"
            className={button({ variant: 'outline', size: 'lg', fullWidth: true })}
            disabled={checking}
            aria-busy={checking || undefined}
            onClick={() => maintenance.send({ type: 'maintenance.check' })}
          >
            {checking ? maintenanceTexts.checking : maintenanceTexts.check}
          </button>
          <p className={styles.note}>{maintenanceTexts.note}</p>
        </div>
      </section>
    </Page>
  );
}

const styles = {
  body: css({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    textAlign: 'center',
    paddingInline: '6',
    paddingTop: '12',
    paddingBottom: '10',
  }),
  headline: css({
    marginTop: '6',
    fontSize: '21px',
    fontWeight: 'bold',
    color: 'gray.900',
    lineHeight: '1.45',
    whiteSpace: 'pre-line',
    wordBreak: 'keep-all',
  }),
  message: css({
    marginTop: '3',
    maxWidth: '320px',
    fontSize: '15px',
    color: 'gray.600',
    lineHeight: '1.6',
    whiteSpace: 'pre-line',
    wordBreak: 'keep-all',
  }),
  window: css({
    marginTop: '6',
    width: '100%',
    maxWidth: '320px',
    paddingBlock: '4',
    paddingInline: '5',
    borderRadius: '14px',
    bg: 'orange.50',
  }),
  windowLabel: css({ fontSize: '13px', fontWeight: 'semibold', color: 'gray.700' }),
  windowValue: css({ marginTop: '1', fontSize: '16px', fontWeight: 'bold', color: 'gray.900', fontVariantNumeric: 'tabular-nums' }),
  actions: css({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '3', marginTop: '8', width: '100%', maxWidth: '320px' }),
  note: css({ fontSize: '13px', color: 'gray.600', wordBreak: 'keep-all' }),
};
