import type { QueryClient } from '@tanstack/react-query';
import { localStoresQueryOptions } from '../../api/catalog/local-stores';
import { settled } from '../../api/catalog/settle';
import type { HeadData } from '../../ui/page-head';
import type { LocalStoresSearch } from './local-search';

/**
 * A region's loader (local/:code): the region and its first stores in the chosen order, and the
 * page's head from the region: its name, its story and specialties, its picture. An unknown region
 * stays in the query: the screen shows '지역을 찾을 수 없어요' under its title.
 */
export async function loadLocalStores(queryClient: QueryClient, localCode: string, { sort }: LocalStoresSearch): Promise<HeadData> {
  const options = localStoresQueryOptions(localCode, sort);
  await settled(queryClient.ensureInfiniteQueryData(options));
  const region = queryClient.getQueryData(options.queryKey)?.pages[0]?.region;
  if (!region) return { head: null };
  return {
    head: {
      title: `${region.name} 특산물`,
      description: [region.description, region.specialties.join(', ')].filter(Boolean).join(' · '),
      image: region.imageUrl,
    },
  };
}
