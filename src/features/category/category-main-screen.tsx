import { Tabs } from '@ark-ui/react/tabs';
import { Link, useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { css, cx } from 'styled-system/css';
import { useSeasonOccasion, useSeasonRecommendation } from '../../api/catalog/season-groups';
import { useCategory, type CategoryNode } from '../../api/category';
import { session, sessionKeys } from '../../platform/storage';
import { Img } from '../../ui/image';
import { useHydrated } from '../../ui/use-hydrated';
import { EmptyState, Page } from '../../ui/page';
import { Skeleton } from '../../ui/skeleton';

const THEME_TAB_NAME = '테마 추천';

/** The saved side tab (SPEC.md §2: the bottom bar's category tab clears it), or the first. */
function savedTabIndex(count: number): number {
  const saved = Number(session.get(sessionKeys.categoryTabIndex));
  return Number.isInteger(saved) && saved >= 0 && saved < count ? saved : 0;
}

/**
 * Category main (/category): the first-level categories as side tabs and, last, '테마 추천' (the
 * season groups of the category tab). The chosen tab is remembered for the session; tapping the
 * bottom bar's category tab clears it, which this screen follows even when it is already open.
 */
export function CategoryMainScreen() {
  const { data } = useCategory();
  const roots = data.children;
  const count = roots.length + 1;
  // the saved tab is the tab's sessionStorage: the server draws the first, the browser the saved one
  const hydrated = useHydrated();
  const [chosen, setIndex] = useState<number | null>(null);
  const index = chosen ?? (hydrated ? savedTabIndex(count) : 0);
  const router = useRouter();

  // a tap on the bottom bar's category tab while here reloads this same page: read the saved tab again
  useEffect(() => router.subscribe('onResolved', () => setIndex(savedTabIndex(count))), [router, count]);

  if (roots.length === 0) {
    return (
      <Page title="카테고리">
        <EmptyState title="카테고리를 준비하고 있어요" description="잠시 후 다시 확인해 주세요." />
      </Page>
    );
  }

  const choose = (next: number) => {
    setIndex(next);
    session.set(sessionKeys.categoryTabIndex, String(next));
  };

  return (
    <Page title="카테고리">
      <Tabs.Root
        orientation="vertical"
        activationMode="automatic"
        value={String(index)}
        onValueChange={(details) => choose(Number(details.value))}
        className={styles.layout}
      >
        <Tabs.List aria-label="대분류" className={styles.tabList}>
          {roots.map((category, i) => (
            <Tabs.Trigger key={category.categoryCode} value={String(i)} className={styles.tab}>
              <CategoryPicture node={category} size={32} eager />
              <span className={styles.tabText}>{category.name}</span>
            </Tabs.Trigger>
          ))}
          <Tabs.Trigger value={String(roots.length)} className={styles.tab}>
            {THEME_TAB_NAME}
          </Tabs.Trigger>
        </Tabs.List>
        {roots.map((category, i) => (
          <Tabs.Content key={category.categoryCode} value={String(i)} className={styles.panel}>
            {i === index && <CategoryPanel category={category} />}
          </Tabs.Content>
        ))}
        <Tabs.Content value={String(roots.length)} className={styles.panel}>
          {index === roots.length && <ThemePanel />}
        </Tabs.Content>
      </Tabs.Root>
    </Page>
  );
}

function CategoryPanel({ category }: { category: CategoryNode }) {
  return (
    <>
      <Link
        to="/category/detail/{-$secondCode}/{-$thirdCode}"
        params={{ secondCode: category.categoryCode }}
        className={styles.allLink}
      >
        <CategoryPicture node={category} size={40} eager />
        {category.name} 전체보기
      </Link>
      <ul className={styles.childList}>
        {(category.children ?? []).map((child) => (
          <CategoryChild key={child.categoryCode} parent={category} node={child} />
        ))}
      </ul>
    </>
  );
}

function CategoryChild({ parent, node }: { parent: CategoryNode; node: CategoryNode }) {
  return (
    <li>
      <Link
        to="/category/detail/{-$secondCode}/{-$thirdCode}"
        params={{ secondCode: node.categoryCode }}
        className={styles.childLink}
        aria-label={`${parent.name} ${node.name}`}
      >
        <CategoryPicture node={node} size={40} />
        {node.name}
      </Link>
      {node.children && node.children.length > 0 && (
        <div className={styles.grandchildren}>
          {node.children.map((leaf) => (
            <Link
              key={leaf.categoryCode}
              to="/category/detail/{-$secondCode}/{-$thirdCode}"
              params={{ secondCode: node.categoryCode, thirdCode: leaf.categoryCode }}
              className={styles.chip}
            >
              {leaf.name}
            </Link>
          ))}
        </div>
      )}
    </li>
  );
}

/**
 * The server's drawn picture of a category (/images/categories/…), as Korean shopping apps show an
 * icon beside each category. Decorative (the name is beside it), lazy below the first screen, and in
 * a box of fixed size so nothing moves when it arrives; a category without one keeps the empty box.
 */
function CategoryPicture({ node, size, eager = false, className }: { node: CategoryNode; size: 32 | 40; eager?: boolean; className?: string }) {
  return (
    <span className={cx(styles.picture, size === 32 ? styles.pictureSmall : styles.pictureLarge, className)} aria-hidden="true">
      {node.imageUrl && (
        <Img src={node.imageUrl} alt="" width={size} height={size} loading={eager ? 'eager' : 'lazy'} fit="contain" className={styles.pictureImage} />
      )}
    </span>
  );
}

/**
 * '테마 추천': the season groups — this month's delicacies, the occasions and the recommendation
 * categories, each opening its screen with the group's code and name as the query.
 */
function ThemePanel() {
  const occasions = useSeasonOccasion();
  const recommendations = useSeasonRecommendation();
  const occasionList = occasions.data?.pages[0]?.occasions;
  const categoryList = recommendations.data?.pages[0]?.categories;
  return (
    <>
      <Link to="/category/season/delicacy" className={styles.allLink}>
        제철 별미 모음
      </Link>
      <p className={styles.themeText}>이달에 가장 맛있는 제철 먹거리</p>
      <section aria-labelledby="theme-occasion" className={styles.themeSection}>
        <Link id="theme-occasion" to="/category/season/occasion" className={styles.childLink}>
          상황별 추천
        </Link>
        <div className={styles.grandchildren}>
          {occasionList
            ? occasionList.map((occasion) => (
                <Link key={occasion.code} to="/category/season/occasion" search={{ code: occasion.code, title: occasion.name }} className={styles.chip}>
                  {occasion.name}
                </Link>
              ))
            : !occasions.isError && <ChipSkeletons />}
        </div>
      </section>
      <section aria-labelledby="theme-recommendation" className={styles.themeSection}>
        <Link id="theme-recommendation" to="/category/season/recommendation/{-$recommendationCategoryId}" params={{}} className={styles.childLink}>
          추천 상품
        </Link>
        <div className={styles.grandchildren}>
          {categoryList
            ? categoryList.map((category) => (
                <Link
                  key={category.recommendationCategoryId}
                  to="/category/season/recommendation/{-$recommendationCategoryId}"
                  params={{ recommendationCategoryId: String(category.recommendationCategoryId) }}
                  search={{ title: category.name }}
                  className={styles.chip}
                >
                  {category.name}
                </Link>
              ))
            : !recommendations.isError && <ChipSkeletons />}
        </div>
      </section>
    </>
  );
}

function ChipSkeletons() {
  return (
    <>
      {Array.from({ length: 4 }, (_, index) => (
        <span key={index} className={styles.chipSkeleton}>
          <Skeleton className={css({ width: '100%', height: '100%' })} />
        </span>
      ))}
    </>
  );
}

const styles = {
  layout: css({
    display: 'grid',
    gridTemplateColumns: '112px 1fr',
    minHeight: 'calc(100dvh - token(sizes.header) - token(sizes.bottomBar))',
  }),
  tabList: css({ background: 'gray.100', display: 'flex', flexDirection: 'column' }),
  // picture above the name: a 112px column has no room for both side by side ('지역특산물')
  tab: css({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '1',
    textAlign: 'center',
    paddingInline: '2',
    paddingBlock: '2.5',
    minHeight: '52px',
    fontSize: 'sm',
    color: 'gray.700',
    borderLeft: '3px solid transparent',
    _selected: { background: 'white', color: 'primaryStrong', fontWeight: 'bold', borderLeftColor: 'primary' },
    _focusVisible: { outline: '2px solid token(colors.primary)', outlineOffset: '-2px' },
  }),
  panel: css({ padding: '4', minWidth: '0', _focusVisible: { outline: 'none' }, '&[hidden]': { display: 'none' } }),
  tabText: css({ maxWidth: '100%', wordBreak: 'keep-all', lineHeight: '1.3' }),
  allLink: css({ display: 'flex', alignItems: 'center', gap: '3', fontWeight: 'bold', fontSize: 'md', paddingBlock: '2', color: 'gray.900' }),
  picture: css({ flexShrink: 0, display: 'block', borderRadius: 'full', overflow: 'hidden', bg: 'gray.100' }),
  pictureSmall: css({ width: '32px', height: '32px' }),
  pictureLarge: css({ width: '40px', height: '40px' }),
  pictureImage: css({ width: '100%', height: '100%', bg: 'transparent' }),
  childList: css({ display: 'grid', gridTemplateColumns: '1fr', borderTop: '1px solid token(colors.gray.200)' }),
  childLink: css({
    display: 'flex',
    alignItems: 'center',
    gap: '3',
    minHeight: '56px',
    fontSize: 'sm',
    color: 'gray.800',
    borderBottom: '1px solid token(colors.gray.100)',
  }),
  grandchildren: css({ display: 'flex', flexWrap: 'wrap', gap: '2', paddingBlock: '3' }),
  chip: css({ fontSize: 'xs', paddingInline: '3', paddingBlock: '1.5', borderRadius: 'full', background: 'gray.100', color: 'gray.700' }),
  chipSkeleton: css({ display: 'block', width: '64px', height: '28px', borderRadius: 'full', overflow: 'hidden' }),
  themeText: css({ fontSize: '13px', color: 'gray.600', paddingBottom: '3', borderBottom: '1px solid token(colors.gray.200)' }),
  themeSection: css({ display: 'block' }),
};
