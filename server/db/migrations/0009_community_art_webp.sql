-- Issue 24: the seed's drawn community pictures are published as WebP (server/community/image-routes.ts
-- serves `<id>.webp` rasterised from the drawing, `<id>.svg` still answers). Posts written before keep the
-- drawing's address as their thumbnail; they take the WebP one. Uploaded pictures (JPEG, PNG, WebP, GIF)
-- never had an .svg address.
UPDATE "community_posts" SET "thumbnail_url" = regexp_replace("thumbnail_url", '\.svg$', '.webp')
WHERE "thumbnail_url" LIKE '/images/community/%.svg';
