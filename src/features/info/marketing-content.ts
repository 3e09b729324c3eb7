import type { InfoDocument } from './info-document';

/**
 * 마케팅 정보 수신 동의 (/marketing-info), the optional consent of the sign-up screen and of the
 * settings (app push, email, SMS: three separate consents on the server). A draft following
 * 「정보통신망법」 제50조: purpose, items, period, channels, the right to refuse, how to withdraw,
 * '(광고)' labels, night-time sending and the two-yearly reminder. Not yet reviewed by counsel.
 */
export const marketingDocument: InfoDocument = {
  title: '마케팅 정보 수신 동의',
  effectiveDate: '2026-12-01',
  intro: [
    '주식회사 마켓(이하 "회사")은 아래와 같이 특가, 이벤트, 혜택 소식을 보내 드리기 위해 개인정보를 이용하고 광고성 정보를 전송합니다. 이 동의는 선택 사항이며, 동의하지 않아도 서비스를 이용할 수 있습니다.',
  ],
  sections: [
    {
      id: 'purpose',
      heading: '1. 이용 목적',
      blocks: [
        {
          kind: 'list',
          items: [
            '한정 특가, 기획전, 제철 별미 출시 소식 안내',
            '이벤트와 경품 행사, 별(포인트) 혜택 안내',
            '회원의 취향 설문과 이용 기록에 맞춘 상품 추천',
          ],
        },
      ],
    },
    {
      id: 'items',
      heading: '2. 이용 항목',
      blocks: [
        {
          kind: 'p',
          text: '이메일, 휴대전화번호, 기기 식별값(앱 푸시 발송용), 닉네임, 취향 설문 응답, 찜과 최근 본 상품 기록',
        },
      ],
    },
    {
      id: 'period',
      heading: '3. 보유 및 이용 기간',
      blocks: [
        {
          kind: 'p',
          text: '동의를 철회하거나 회원 탈퇴할 때까지 이용합니다. 철회하거나 탈퇴하면 마케팅 목적의 이용을 즉시 멈추며, 동의 여부와 동의·철회 일시는 분쟁 대응을 위해 1년간 보관합니다.',
        },
      ],
    },
    {
      id: 'channels',
      heading: '4. 전송 방법',
      blocks: [
        {
          kind: 'table',
          caption: '수신 방법별 동의',
          head: ['수신 방법', '내용', '설정 위치'],
          rows: [
            ['앱 푸시', '특가 시작 알림, 이벤트 당첨 외 혜택 소식', '마이페이지 > 설정 > 알림'],
            ['이메일', '주간 특가 소식, 기획전 안내', '마이페이지 > 설정 > 마케팅 정보 수신'],
            ['문자(SMS·LMS)', '한정 특가와 이벤트 안내', '마이페이지 > 설정 > 마케팅 정보 수신'],
          ],
        },
        {
          kind: 'p',
          text: '수신 방법마다 따로 동의하고 철회할 수 있습니다. 주문, 배송, 공지, 약관 변경처럼 서비스 이용에 꼭 필요한 안내는 수신 동의와 관계없이 보내 드립니다.',
        },
      ],
    },
    {
      id: 'refusal',
      heading: '5. 동의를 거부할 권리',
      blocks: [
        {
          kind: 'p',
          text: '마케팅 정보 수신에 동의하지 않을 수 있습니다. 동의하지 않아도 회원 가입과 서비스 이용에는 제한이 없으며, 다만 특가·이벤트 소식과 맞춤 혜택 안내를 받을 수 없습니다.',
        },
      ],
    },
    {
      id: 'withdrawal',
      heading: '6. 동의 철회 방법',
      blocks: [
        {
          kind: 'clauses',
          items: [
            '① "마이페이지 > 설정"에서 수신 방법별로 언제든지 철회할 수 있습니다.',
            '② 광고 문자와 이메일 안의 무료 수신거부 안내로도 철회할 수 있습니다.',
            '③ 철회 요청은 즉시 반영되며, 처리 결과를 14일 이내에 알려 드립니다.',
          ],
        },
      ],
    },
    {
      id: 'ad-rules',
      heading: '7. 광고성 정보 전송 원칙',
      blocks: [
        {
          kind: 'list',
          items: [
            '광고성 정보에는 제목 앞에 "(광고)"를 표시하고, 전송자 이름과 연락처, 수신 거부 방법을 함께 적습니다.',
            '오후 9시부터 다음 날 오전 8시까지는 별도로 동의한 회원에게만 광고성 정보를 보냅니다.',
            '회사는 2년마다 회원에게 수신 동의 여부를 다시 확인해 드립니다.',
          ],
        },
      ],
    },
    {
      id: 'contact',
      heading: '8. 문의처',
      blocks: [
        {
          kind: 'p',
          text: '고객센터 1600-0000 (평일 09:00~18:00), help@market.example',
        },
      ],
    },
  ],
};
