import { EmptyState, Page } from '../../ui/page';
import type { SeasonSearch } from './season-search';

export type SeasonKind = 'occasion' | 'recommendation' | 'delicacy';

const titles: Record<SeasonKind, string> = {
  occasion: '상황별 추천',
  recommendation: '추천 상품',
  delicacy: '제철 별미 모음',
};

interface Props extends SeasonSearch {
  kind: SeasonKind;
  recommendationCategoryId?: string | undefined;
}

/** The season groups of the category tab. Their product lists arrive with the shopping screens. */
export function SeasonCategoryScreen({ kind, title, month }: Props) {
  const heading = title ?? (kind === 'delicacy' && month ? `${month}월의 제철 별미` : titles[kind]);
  return (
    <Page title={titles[kind]}>
      <EmptyState title={heading} description="상품을 고르고 있어요. 곧 맛있는 먹거리로 채워 둘게요." />
    </Page>
  );
}
