import * as v from 'valibot';

/** The answers of src/api/catalog/banners.ts as both sides read them (issue 26): the server types its answers with them, the app parses with them. */

export const BannerSchema = v.object({
  bannerId: v.number(),
  title: v.string(),
  subtitle: v.string(),
  /** 750×360 */
  imageUrl: v.string(),
  /** an app path such as '/period/1', or an absolute URL */
  linkUrl: v.string(),
  backgroundColor: v.string(),
  startAt: v.string(),
  endAt: v.string(),
});

export const BannersResponseSchema = v.object({ position: v.string(), items: v.array(BannerSchema) });
