import { EmptyState, Page } from '../../ui/page';

/** SPEC.md §2: /category/shopping-live is a not-ready placeholder. */
export function ShoppingLiveScreen() {
  return (
    <Page title="쇼핑 라이브">
      <EmptyState
        title="쇼핑 라이브를 준비하고 있어요"
        description="산지의 생생한 모습을 실시간 방송으로 보여드릴게요. 조금만 기다려 주세요!"
      />
    </Page>
  );
}
