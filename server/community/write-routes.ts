import { Hono } from 'hono';
import * as v from 'valibot';
import { memberIdOf } from '../catalog/deps';
import type { CommunityType } from '../db/schema';
import { ApiError, ErrorCode } from '../errors';
import { jsonBody } from '../validation';
import type { EmptyAnswerSchema, Wire } from '../../contract/schemas/page';
import { ClipBodySchema, LikeBodySchema, PostBodySchema, ReplyBodySchema, TargetBodySchema } from '../../contract/schemas/community';
import { type CommunityDeps, idOf } from './deps';
import { storeUpload, uploadedBytes } from './image-routes';
import { COMMUNITY_TYPES, MESSAGES, postDetail, replyOf, summariesByIds, TYPE_PATHS } from './posts';
import {
  acceptAnswer,
  accuse,
  clipPost,
  countView,
  createPost,
  createReply,
  deletePost,
  deleteReply,
  editPost,
  editReply,
  likePost,
  likeReply,
  readAccuseBody,
  share,
  vote,
} from './writes';
import type { AcceptedSchema, AccusedSchema, ClipStateSchema, CreatedPostSchema, CreatedReplySchema, LikeStateSchema, PostDetailSchema, PostSummarySchema, ReplySchema, ShareCountSchema, UploadedImageSchema, ViewCountSchema } from '../../contract/schemas/community';

/**
 * The community's writing calls (docs/api.md "Community", Writing … Reports): members only, but
 * the share and view counts, which visitors may call too.
 */

/** the types members write: the votes are the operator's */
const WRITTEN: readonly CommunityType[] = ['DASHBOARD', 'QNA'];

export function communityWriteRoutes({ db, auth, clock }: CommunityDeps): Hono {
  const app = new Hono()
    .post('/v1/community/image', auth.requireMember, async (c) => {
      const bytes = await uploadedBytes(c);
      return c.json((await storeUpload(db, c.var.member.memberId, bytes, clock())) satisfies Wire<typeof UploadedImageSchema>, 201);
    })
    .put('/v1/community/qna/:postId{[0-9]+}/accept/:replyId{[0-9]+}', auth.requireMember, async (c) => {
      const accepted = await acceptAnswer(db, c.var.member.memberId, idOf(c, 'postId'), idOf(c, 'replyId'), clock());
      return c.json({ ...accepted, toastItems: [] } satisfies Wire<typeof AcceptedSchema>);
    })
    .put('/v1/community/survey/:postId{[0-9]+}/reply/:replyId{[0-9]+}', auth.requireMember, async (c) => {
      const memberId = c.var.member.memberId;
      const postId = idOf(c, 'postId');
      const now = clock();
      await vote(db, memberId, postId, idOf(c, 'replyId'), now);
      const [summary] = await summariesByIds(db, [postId], memberId, now);
      if (!summary) throw new ApiError(ErrorCode.NoData, { message: MESSAGES.postGone });
      return c.json(summary satisfies Wire<typeof PostSummarySchema>);
    })
    .post('/v1/community/accuse', auth.requireMember, async (c) => {
      const body = readAccuseBody(await jsonBody(c, v.looseObject({})));
      return c.json((await accuse(db, c.var.member.memberId, body, clock())) satisfies Wire<typeof AccusedSchema>, 201);
    })
    .post('/v1/community/post-share', auth.optionalMember, async (c) => {
      const { communityType, postId } = await jsonBody(c, TargetBodySchema);
      return c.json((await share(db, memberIdOf(c), communityType, postId, clock())) satisfies Wire<typeof ShareCountSchema>);
    })
    .post('/v1/community/view-count', auth.optionalMember, async (c) => {
      const { communityType, postId } = await jsonBody(c, TargetBodySchema);
      return c.json((await countView(db, memberIdOf(c), communityType, postId, clock())) satisfies Wire<typeof ViewCountSchema>);
    });

  for (const type of COMMUNITY_TYPES) {
    const base = `/v1/community/${TYPE_PATHS[type]}/:postId{[0-9]+}`;
    app.put(`${base}/like`, auth.requireMember, async (c) => {
      const { isLiked } = await jsonBody(c, LikeBodySchema);
      return c.json((await likePost(db, c.var.member.memberId, type, idOf(c, 'postId'), isLiked, clock())) satisfies Wire<typeof LikeStateSchema>);
    });
    app.put(`${base}/clipping`, auth.requireMember, async (c) => {
      const { isClipped } = await jsonBody(c, ClipBodySchema);
      return c.json((await clipPost(db, c.var.member.memberId, type, idOf(c, 'postId'), isClipped, clock())) satisfies Wire<typeof ClipStateSchema>);
    });
  }

  for (const type of WRITTEN) {
    const path = `/v1/community/${TYPE_PATHS[type]}`;
    const base = `${path}/:postId{[0-9]+}`;
    app.post(path, auth.requireMember, async (c) => {
      const body = await jsonBody(c, PostBodySchema);
      const created = await createPost(db, c.var.member.memberId, type, body, clock());
      return c.json({ postId: created.postId, communityType: created.communityType, ...(created.toastItems ? { toastItems: created.toastItems } : {}) } satisfies Wire<typeof CreatedPostSchema>, 201);
    });
    app.put(base, auth.requireMember, async (c) => {
      const body = await jsonBody(c, PostBodySchema);
      const memberId = c.var.member.memberId;
      const postId = idOf(c, 'postId');
      const now = clock();
      await editPost(db, memberId, type, postId, body, now);
      return c.json((await postDetail(db, type, postId, memberId, now)) satisfies Wire<typeof PostDetailSchema>);
    });
    app.delete(base, auth.requireMember, async (c) => {
      await deletePost(db, c.var.member.memberId, type, idOf(c, 'postId'), clock());
      return c.json({} satisfies Wire<typeof EmptyAnswerSchema>);
    });
    app.post(`${base}/reply`, auth.requireMember, async (c) => {
      const { body } = await jsonBody(c, ReplyBodySchema);
      const memberId = c.var.member.memberId;
      const created = await createReply(db, memberId, type, idOf(c, 'postId'), body, clock());
      const reply = await replyOf(db, created.post, created.replyId, memberId);
      return c.json({ reply, ...(created.toastItems ? { toastItems: created.toastItems } : {}) } satisfies Wire<typeof CreatedReplySchema>, 201);
    });
    app.put(`${base}/reply/:replyId{[0-9]+}`, auth.requireMember, async (c) => {
      const { body } = await jsonBody(c, ReplyBodySchema);
      const memberId = c.var.member.memberId;
      const replyId = idOf(c, 'replyId');
      const post = await editReply(db, memberId, type, idOf(c, 'postId'), replyId, body, clock());
      return c.json((await replyOf(db, post, replyId, memberId)) satisfies Wire<typeof ReplySchema>);
    });
    app.delete(`${base}/reply/:replyId{[0-9]+}`, auth.requireMember, async (c) => {
      await deleteReply(db, c.var.member.memberId, type, idOf(c, 'postId'), idOf(c, 'replyId'), clock());
      return c.json({} satisfies Wire<typeof EmptyAnswerSchema>);
    });
    app.put(`${base}/reply/:replyId{[0-9]+}/like`, auth.requireMember, async (c) => {
      const { isLiked } = await jsonBody(c, LikeBodySchema);
      return c.json((await likeReply(db, c.var.member.memberId, type, idOf(c, 'postId'), idOf(c, 'replyId'), isLiked, clock())) satisfies Wire<typeof LikeStateSchema>);
    });
  }
  return app;
}
