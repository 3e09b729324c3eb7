import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** A deal's page (/deal/:id): what the catalogue and the likes specs both drive. */

/** what a visitor is asked before a like or an application (src/api/like-ports.ts) */
export const LOGIN_QUESTION = '로그인이 필요한 서비스예요. 로그인하시겠어요?';

/** the purchase bar at the bottom: price, 찜, 구매하기 */
export const purchaseBar = (page: Page) => page.getByRole('region', { name: '구매' });

/** Deal 1 of the seed: 논산 설향 딸기 500g (product 1099), running now. */
export async function dealProductNo(request: APIRequestContext, dealId = 1): Promise<number> {
  const answer = await request.get(`/api/v2/display/deal/${dealId}`);
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { product: { productNo: number } }).product.productNo;
}
