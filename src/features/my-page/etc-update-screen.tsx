import { css } from 'styled-system/css';
import { device } from '../../platform/device';
import { local, localKeys } from '../../platform/storage';
import { Page } from '../../ui/page';
import { socialPlatformLabel } from './account-rules';
import { ConsentList } from './consent-list';
import { useConsents } from './consents';

/**
 * /my-page/my-info/update/etc ('기타 정보'): the member's marketing consents by email and text
 * message (PUT /api/v2/user/ad-consent, saved at each switch) with the date of the consent and what
 * it means (/marketing-info); and where the rest of the member's data comes from: gender and birth
 * year are the sign-in provider's, read-only here (docs/decisions.md "My info and settings").
 */
export function EtcUpdateScreen() {
  const inWebView = device.isApp();
  const consents = useConsents({ inWebView });
  const platform = socialPlatformLabel(local.get(localKeys.socialLoginPlatform));

  return (
    <Page title="추가 정보 변경">
      <section className={styles.section} aria-labelledby="etc-marketing">
        <h2 id="etc-marketing" className={styles.heading}>
          마케팅 정보 수신
        </h2>
        <p className={styles.lead}>할인·특가, 이벤트 소식을 받아 볼 방법을 골라 주세요. 언제든 바꿀 수 있어요.</p>
        <ConsentList consents={consents} keys={['email', 'sms']} inWebView={inWebView} marketing />
      </section>
      <section className={styles.section} aria-labelledby="etc-provider">
        <h2 id="etc-provider" className={styles.heading}>
          로그인 계정에서 받은 정보
        </h2>
        <p className={styles.lead}>
          {platform === '네이버'
            ? '성별과 출생연도는 가입할 때 네이버에서 받아 온 정보라 여기서 바꿀 수 없어요. 바꿔야 한다면 고객센터로 문의해 주세요.'
            : '이름과 이메일은 로그인한 계정에서 받아 온 정보라 여기서 바꿀 수 없어요.'}
        </p>
      </section>
    </Page>
  );
}

const styles = {
  section: css({ paddingBottom: '3', borderBottom: '8px solid token(colors.gray.100)' }),
  heading: css({ paddingInline: '5', paddingTop: '5', fontSize: '16px', fontWeight: 'bold', color: 'gray.900' }),
  lead: css({ paddingInline: '5', paddingTop: '1.5', paddingBottom: '2', fontSize: '14px', color: 'gray.600', lineHeight: '1.6', wordBreak: 'keep-all' }),
};
