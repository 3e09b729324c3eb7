import type { QueryClient } from '@tanstack/react-query';
import { bannersQueryOptions } from '../../api/catalog/banners';
import { bestTopQueryOptions } from '../../api/catalog/best-rank';
import { dealRecommendationQueryOptions } from '../../api/catalog/deal-recommendation';
import { dealsQueryOptions } from '../../api/catalog/deals';
import { homeSeasonQueryOptions } from '../../api/catalog/home-season';
import { noticeLastQueryOptions } from '../../api/catalog/notice-last';
import { loadPage } from '../../api/catalog/settle';
import { webProfileQueryOptions } from '../../api/web-profile';
import { HOME_BEST_SIZE, HOME_DEAL_SIZE } from './home-sizes';

/**
 * Home's loader: the categories (the web profile) before anything; the banners, the newest notice,
 * the deals, this month's delicacies, the top five and the first page of recommendations in the
 * server's HTML, and started at once in the browser (src/api/catalog/settle.ts `loadPage`).
 */
export function loadHome(queryClient: QueryClient): Promise<void> {
  return loadPage(
    [queryClient.ensureQueryData(webProfileQueryOptions())],
    [
      queryClient.ensureQueryData(bannersQueryOptions('HOME_MAIN')),
      queryClient.ensureQueryData(noticeLastQueryOptions()),
      queryClient.ensureQueryData(dealsQueryOptions('ONGOING', HOME_DEAL_SIZE)),
      queryClient.ensureQueryData(homeSeasonQueryOptions()),
      queryClient.ensureQueryData(bestTopQueryOptions(HOME_BEST_SIZE)),
      queryClient.ensureInfiniteQueryData(dealRecommendationQueryOptions()),
    ],
  );
}
