import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { useDailyBoard, usePostList, type CommunityList, type ListQuery } from '../../api/community/posts';
import type { CommunitySort } from '../../api/community/schemas';
import { webProfileQueryOptions } from '../../api/web-profile';
import { SearchIcon } from '../../ui/icons';
import { Img } from '../../ui/image';
import { Page } from '../../ui/page';
import { FilterChips } from '../../ui/product/filter-chips';
import { iconButton } from '../../ui/recipes';
import { linkTab, linkTabBar } from '../../ui/link-tab-recipes';
import { communityListQuery, communitySort, communitySortChoices, isCommunitySort } from './community-main-data';
import type { CommunityMainSearch } from './community-search-params';
import { PostList } from './post-list';
import { formatBoardDate } from './relative-date';
import { useKoreanToday } from './relative-time';
import { SurveyCard } from './survey-card';
import { WriteButton } from './write-button';

export type CommunityTab = CommunityList;

const TABS = [
  { tab: 'popular', label: '인기', to: '/community/main/popular-post' },
  { tab: 'dashboard', label: '오늘의 식탁', to: '/community/main/dashboard' },
  { tab: 'qna', label: '질문답변', to: '/community/main/qna' },
  { tab: 'survey', label: '투표', to: '/community/main/survey' },
] as const satisfies ReadonlyArray<{ tab: CommunityTab; label: string; to: string }>;

/**
 * The community main (SPEC.md §2 "Community detail"): tabs 인기, 오늘의 식탁, 질문답변, 투표 as links,
 * sort chips from the web profile (its selected one is the default; the choice stays in the
 * address), the tab's infinite list, and the floating '글쓰기' on the tabs that have a form.
 */
export function CommunityMainScreen({ tab, search }: { tab: CommunityTab; search: CommunityMainSearch }) {
  const navigate = useNavigate();
  const profile = useQuery(webProfileQueryOptions());
  const sorts = communitySortChoices(profile.data);
  const sort: CommunitySort = communitySort(search, profile.data);

  const setSearch = (next: CommunityMainSearch) => void navigate({ to: '.', search: next, replace: true, resetScroll: false });

  return (
    <Page
      title="커뮤니티"
      header={{
        actions: (
          <Link to="/community/search" className={iconButton()} aria-label="커뮤니티 검색">
            <SearchIcon />
          </Link>
        ),
      }}
    >
      <nav aria-label="커뮤니티 메뉴" className={linkTabBar({ fill: false })}>
        {TABS.map((item) => (
          <Link
            key={item.tab}
            to={item.to}
            className={linkTab({ active: item.tab === tab, fill: false })}
            aria-current={item.tab === tab ? 'page' : undefined}
            replace
          >
            {item.label}
          </Link>
        ))}
      </nav>
      {tab === 'dashboard' && <RecentDays />}
      {tab !== 'popular' && (
        <div className={styles.filters}>
          <FilterChips label="정렬" choices={sorts} value={sort} onChange={(code) => setSearch({ ...search, sort: isCommunitySort(code) ? code : undefined })} />
          {tab === 'qna' && (
            <FilterChips
              label="답변 상태"
              className={styles.answered}
              choices={[
                { code: 'all', name: '전체' },
                { code: 'false', name: '답변 대기' },
                { code: 'true', name: '채택 완료' },
              ]}
              value={search.answered === undefined ? 'all' : String(search.answered)}
              onChange={(code) => setSearch({ ...search, answered: code === 'all' ? undefined : code === 'true' })}
            />
          )}
        </div>
      )}
      <section className={styles.body} aria-label={TABS.find((item) => item.tab === tab)?.label}>
        <TabList tab={tab} list={communityListQuery(tab, search, profile.data)} ready={!profile.isPending || search.sort !== undefined} />
      </section>
      {(tab === 'dashboard' || tab === 'qna') && <WriteButton kind={tab === 'qna' ? 'QNA' : 'DASHBOARD'} />}
    </Page>
  );
}

const texts: Record<CommunityTab, { label: string; empty: string; description: string }> = {
  popular: { label: '인기글 목록', empty: '아직 인기글이 없어요', description: '이웃들의 이야기가 모이면 여기에 보여 드릴게요.' },
  dashboard: { label: '오늘의 식탁 글 목록', empty: '아직 올라온 식탁이 없어요', description: '오늘 차린 밥상을 처음으로 자랑해 보세요.' },
  qna: { label: '질문답변 글 목록', empty: '아직 질문이 없어요', description: '장보기나 요리가 궁금하면 이웃에게 물어보세요.' },
  survey: { label: '투표 목록', empty: '진행 중인 투표가 없어요', description: '새 투표가 열리면 알려 드릴게요.' },
};

/** `list`: the query the route's loader fetched (./community-main-data.ts). */
function TabList({ tab, list, ready }: { tab: CommunityTab; list: ListQuery; ready: boolean }) {
  const query = usePostList(tab, list, ready);
  const text = texts[tab];
  return (
    <PostList
      query={query}
      label={text.label}
      emptyTitle={text.empty}
      emptyDescription={text.description}
      renderItem={tab === 'survey' ? (post) => <SurveyCard post={post} /> : undefined}
    />
  );
}

/** 오늘의 식탁: the last days with posts, each a link to its daily board. */
function RecentDays() {
  const board = useDailyBoard(null);
  const days = board.data?.pages[0]?.days ?? [];
  const today = useKoreanToday();
  if (days.length === 0) return null;
  return (
    <nav aria-label="날짜별 식탁" className={styles.days}>
      <ul className={styles.dayList}>
        {days.map((day) => (
          <li key={day.date}>
            <Link to="/community/daily-board/$date" params={{ date: day.date }} className={styles.day} aria-label={`${formatBoardDate(day.date)} 식탁 ${day.postCount}개`}>
              <Img src={day.thumbnailUrl} alt="" width={64} height={64} className={styles.dayThumb} />
              <span className={styles.dayLabel}>{day.date === today ? '오늘' : formatBoardDate(day.date).replace(/^\d+월 /, '')}</span>
              <span className={styles.dayCount}>{`${day.postCount}개`}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

const styles = {
  filters: css({ display: 'flex', flexDirection: 'column', gap: '2', paddingInline: '4', paddingBlock: '3', borderBottom: '1px solid token(colors.gray.100)' }),
  answered: css({}),
  body: css({ paddingBottom: '24' }),
  days: css({ borderBottom: '8px solid token(colors.gray.100)' }),
  dayList: css({
    display: 'flex',
    gap: '3',
    overflowX: 'auto',
    paddingInline: '4',
    paddingBlock: '3',
    listStyle: 'none',
    scrollbarWidth: 'none',
    '&::-webkit-scrollbar': { display: 'none' },
  }),
  day: css({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: '1',
    width: '64px',
    textDecoration: 'none',
    color: 'inherit',
    _focusVisible: { outline: '2px solid token(colors.primary)', outlineOffset: '2px', borderRadius: '8px' },
  }),
  dayThumb: css({ width: '64px', height: '64px', borderRadius: 'full', objectFit: 'cover', border: '2px solid token(colors.orange.200)' }),
  dayLabel: css({ fontSize: '12px', color: 'gray.900', whiteSpace: 'nowrap' }),
  dayCount: css({ fontSize: '11px', color: 'gray.700' }),
};
