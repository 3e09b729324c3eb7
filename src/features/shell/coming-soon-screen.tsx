import { Link } from '@tanstack/react-router';
import { EmptyState, Page } from '../../ui/page';
import { button } from '../../ui/recipes';
import { useRouteMeta } from '../../ui/route-meta';

/**
 * The page of a route whose screen is still being built: the shared header with the route's
 * Korean title, and an honest note instead of an empty page.
 */
export function ComingSoonScreen() {
  const { title } = useRouteMeta();
  return (
    <Page title={title}>
      <EmptyState
        title="화면을 준비하고 있어요"
        description="더 알찬 모습으로 곧 찾아올게요. 그동안 오늘의 특가를 둘러보세요."
        action={
          <Link to="/" className={button({ variant: 'outline', size: 'md' })}>
            홈으로 가기
          </Link>
        }
      />
    </Page>
  );
}
