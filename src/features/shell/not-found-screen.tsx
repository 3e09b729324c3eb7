import { Link } from '@tanstack/react-router';
import { EmptyState, Page } from '../../ui/page';
import { button } from '../../ui/recipes';

export function NotFoundScreen() {
  return (
    <Page title="페이지를 찾을 수 없어요" header={{ showHome: true }}>
      <EmptyState
        title="요청하신 페이지를 찾을 수 없어요"
        description="주소가 바뀌었거나 판매가 끝난 상품일 수 있어요. 주소를 다시 확인해 주세요."
        action={
          <Link to="/" replace className={button({ variant: 'solid', size: 'lg' })}>
            홈으로 가기
          </Link>
        }
      />
    </Page>
  );
}
