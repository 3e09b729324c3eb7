-- Issue 24: a post's thumbnail is a square WebP made for the lists (server/community/image-routes.ts
-- serves `<id>-thumb.webp`, 360 px a side), no longer its first picture at full size (960×720 for the
-- seed's, up to 8000 px a side for an upload). Posts written before take the thumbnail's address of the
-- same picture; the picture's own address still answers.
UPDATE "community_posts" SET "thumbnail_url" = regexp_replace("thumbnail_url", '^/images/community/([0-9]+)\.(webp|jpg|png|gif)$', '/images/community/\1-thumb.webp')
WHERE "thumbnail_url" ~ '^/images/community/[0-9]+\.(webp|jpg|png|gif)$';
