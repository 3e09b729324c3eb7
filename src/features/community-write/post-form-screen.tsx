import { useQueryClient } from '@tanstack/react-query';
import { useBlocker, useNavigate, useRouteContext } from '@tanstack/react-router';
import { createActorContext } from '@xstate/react';
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { css, cx } from 'styled-system/css';
import { communityPostMachine } from '../../../machines/community-post/community-post.machine';
import { canEdit, hasUnsavedChanges, isBusy, isLoading, isUploading, loadFailed, slotsLeft } from '../../../machines/community-post/community-post.selectors';
import type { PostImageItem, PostKind } from '../../../machines/community-post/community-post.types';
import { profile } from '../../../machines/session/session.selectors';
import { COMMUNITY_LIMITS } from '../../api/community/schemas';
import { confirm } from '../../ui/dialogs/dialog-store';
import { CloseIcon } from '../../ui/icons';
import { ErrorState, Page } from '../../ui/page';
import { button } from '../../ui/recipes';
import { Skeleton } from '../../ui/skeleton';
import { readDraft, clearDraft, type DraftKey } from './draft-storage';
import { checkPickedFiles, IMAGE_ACCEPT } from './image-checks';
import { memberIdOf } from './member-id';
import { useNativePicker, usesNativePicker, type NativePick } from './native-picker';
import { providePostMachine } from './post-actors';
import { groupDigits } from '../../ui/number';
import { useHydratedSelector } from '../../ui/use-hydrated';

export const RESTORED_NOTICE = '작성 중이던 글을 불러왔어요.';
export const LEAVE_MESSAGE = '작성 중인 글이 있어요. 나가면 작성한 내용이 사라져요.';

const FORM_TEXTS: Record<PostKind, { title: string; editTitle: string; lead: string; bodyPlaceholder: string; titlePlaceholder: string }> = {
  DASHBOARD: {
    title: '오늘의 식탁 글쓰기',
    editTitle: '오늘의 식탁 글 수정',
    lead: '오늘 차린 식탁을 이웃과 나눠 보세요',
    titlePlaceholder: '예) 제철 냉이로 끓인 된장찌개',
    bodyPlaceholder: '어떤 재료로 어떻게 만들었는지, 맛은 어땠는지 들려주세요.',
  },
  QNA: {
    title: '질문하기',
    editTitle: '질문 수정',
    lead: '장보기, 요리, 보관법… 무엇이든 물어보세요',
    titlePlaceholder: '예) 김장 배추는 몇 포기가 적당할까요?',
    bodyPlaceholder: '궁금한 점을 자세히 적어 주시면 이웃들이 더 잘 답해 드릴 수 있어요.',
  },
};

/** the screen's actor; each form gives its own provided machine and input */
const PostActor = createActorContext(communityPostMachine, { input: { kind: 'DASHBOARD', editId: null, draft: null } });

/** set once the post is saved (a plain box, read by the leave confirm outside rendering) */
interface SavedFlag {
  current: boolean;
}

export interface PostFormScreenProps {
  kind: PostKind;
  /** the post to edit, or undefined for a new one */
  editId?: number | undefined;
}

/**
 * dash-board/form/:id? and qna/form/:id? (member only): title, body and pictures, checked here and
 * by the server, a draft kept on the device, and the post opened once saved. The flow is the
 * community-post statechart; this screen only shows it and sends the member's events.
 */
export function PostFormScreen({ kind, editId }: PostFormScreenProps) {
  const { session } = useRouteContext({ from: '__root__' });
  const userId = useHydratedSelector(session, (snapshot) => profile(snapshot)?.userId ?? null, null);
  const memberId = memberIdOf(userId);
  const texts = FORM_TEXTS[kind];
  const title = editId === undefined ? texts.title : texts.editTitle;
  if (memberId === null) {
    return (
      <Page title={title}>
        <ErrorState title="로그인 정보를 확인하지 못했어요" description="다시 로그인한 뒤 글을 써 주세요." />
      </Page>
    );
  }
  // a new form (and a new machine) per member, kind and post
  return <PostFormRoot key={`${memberId}:${kind}:${editId ?? 'new'}`} draftKey={{ memberId, kind, editId: editId ?? null }} title={title} />;
}

function PostFormRoot({ draftKey, title }: { draftKey: DraftKey; title: string }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // set once the post is saved: the way to it is not 'leaving with unsaved text'
  const [saved] = useState<SavedFlag>(() => ({ current: false }));
  const [setup] = useState(() => ({
    logic: providePostMachine({
      ...draftKey,
      queryClient,
      openPost: (kind, postId) => {
        saved.current = true;
        const id = String(postId);
        if (kind === 'DASHBOARD') void navigate({ to: '/community/board-detail/$id', params: { id }, replace: true });
        else void navigate({ to: '/community/qna/$id', params: { id }, replace: true });
      },
    }),
    input: { kind: draftKey.kind, editId: draftKey.editId, draft: readDraft(draftKey) },
  }));
  return (
    <PostActor.Provider logic={setup.logic} options={{ input: setup.input }}>
      <Page title={title} header={{}}>
        <PostForm draftKey={draftKey} saved={saved} />
      </Page>
    </PostActor.Provider>
  );
}

function PostForm({ draftKey, saved }: { draftKey: DraftKey; saved: SavedFlag }) {
  const actor = PostActor.useActorRef();
  const loading = PostActor.useSelector(isLoading);
  const failedToLoad = PostActor.useSelector(loadFailed);
  useLeaveConfirm(draftKey, saved);
  if (loading) {
    return (
      <div className={styles.form} aria-busy="true">
        <Skeleton className={css({ height: '88px', borderRadius: '10px' })} />
        <Skeleton className={css({ height: '52px', borderRadius: '10px' })} />
        <Skeleton className={css({ height: '220px', borderRadius: '10px' })} />
      </div>
    );
  }
  if (failedToLoad) {
    return <ErrorState title="글을 불러오지 못했어요" description="삭제되었거나 잠시 문제가 있어요. 잠시 후 다시 시도해 주세요." onRetry={() => actor.send({ type: 'post.retryLoad' })} />;
  }
  return <PostFields kind={draftKey.kind} />;
}

/** Leaving with something typed asks first; leaving discards the draft. A reload keeps it. */
function useLeaveConfirm(draftKey: DraftKey, saved: SavedFlag) {
  const actor = PostActor.useActorRef();
  useBlocker({
    shouldBlockFn: async () => {
      if (saved.current || !hasUnsavedChanges(actor.getSnapshot())) return false;
      const leave = await confirm({ message: LEAVE_MESSAGE, confirmText: '나가기', cancelText: '계속 쓰기' });
      if (leave) clearDraft(draftKey);
      return !leave;
    },
    enableBeforeUnload: false,
  });
}

function PostFields({ kind }: { kind: PostKind }) {
  const actor = PostActor.useActorRef();
  const context = PostActor.useSelector((snapshot) => snapshot.context);
  const editable = PostActor.useSelector(canEdit);
  const busy = PostActor.useSelector(isBusy);
  const uploading = PostActor.useSelector(isUploading);
  const left = PostActor.useSelector(slotsLeft);
  const texts = FORM_TEXTS[kind];
  const ids = { title: useId(), titleMessage: useId(), body: useId(), bodyMessage: useId(), images: useId(), imagesMessage: useId(), form: useId() };
  const [noticeShown, setNoticeShown] = useState(context.restored);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setNoticeShown(false);
    actor.send({ type: 'post.submit' });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-describedby={context.formError ? ids.form : undefined}>
      {noticeShown && (
        <p role="status" className={styles.notice}>
          {RESTORED_NOTICE}
        </p>
      )}
      <h2 className={styles.lead}>{texts.lead}</h2>

      {/* 오늘의 식탁 starts with its pictures; a question with its words */}
      {kind === 'DASHBOARD' && <PicturesField kind={kind} ids={ids} disabled={!editable} slotsLeft={left} />}

      <div className={styles.field}>
        <div className={styles.labelRow}>
          <label htmlFor={ids.title} className={styles.label}>
            제목
          </label>
          <Counter value={context.title.length} max={COMMUNITY_LIMITS.titleMax} />
        </div>
        <input
          id={ids.title}
          className={styles.input}
          value={context.title}
          maxLength={COMMUNITY_LIMITS.titleMax}
          placeholder={texts.titlePlaceholder}
          readOnly={!editable}
          enterKeyHint="next"
          autoComplete="off"
          aria-invalid={context.errors.title !== null}
          aria-describedby={ids.titleMessage}
          onChange={(event) => actor.send({ type: 'post.titleChanged', value: event.target.value })}
        />
        <FieldError id={ids.titleMessage} message={context.errors.title} />
      </div>

      <div className={styles.field}>
        <div className={styles.labelRow}>
          <label htmlFor={ids.body} className={styles.label}>
            내용
          </label>
          <Counter value={context.body.length} max={COMMUNITY_LIMITS.bodyMax} />
        </div>
        <textarea
          id={ids.body}
          className={styles.textarea}
          value={context.body}
          maxLength={COMMUNITY_LIMITS.bodyMax}
          placeholder={texts.bodyPlaceholder}
          readOnly={!editable}
          rows={9}
          aria-invalid={context.errors.body !== null}
          aria-describedby={ids.bodyMessage}
          onChange={(event) => actor.send({ type: 'post.bodyChanged', value: event.target.value })}
        />
        <FieldError id={ids.bodyMessage} message={context.errors.body} />
      </div>

      {kind === 'QNA' && <PicturesField kind={kind} ids={ids} disabled={!editable} slotsLeft={left} />}

      <div className={styles.actions}>
        {context.formError && (
          <p id={ids.form} role="alert" className={styles.formError}>
            {context.formError}
          </p>
        )}
        <button type="submit" className={button({ size: 'xl', fullWidth: true })} aria-disabled={busy} aria-busy={busy}>
          {busy ? (uploading ? '사진을 올리고 있어요' : '등록하고 있어요') : '등록하기'}
        </button>
      </div>
    </form>
  );
}

function Counter({ value, max }: { value: number; max: number }) {
  return (
    <span className={cx(styles.counter, value >= max && styles.counterFull)} aria-label={`${groupDigits(max)}자 중 ${groupDigits(value)}자`}>
      {groupDigits(value)}/{groupDigits(max)}
    </span>
  );
}

function FieldError({ id, message }: { id: string; message: string | null }) {
  return (
    <p id={id} className={styles.message} aria-live="polite">
      {message}
    </p>
  );
}

interface FieldIds {
  images: string;
  imagesMessage: string;
}

function PicturesField({ kind, ids, disabled, slotsLeft: left }: { kind: PostKind; ids: FieldIds; disabled: boolean; slotsLeft: number }) {
  const actor = PostActor.useActorRef();
  const images = PostActor.useSelector((snapshot) => snapshot.context.images);
  const error = PostActor.useSelector((snapshot) => snapshot.context.errors.images);
  const native = useState(usesNativePicker)[0];
  const previews = useObjectUrls();
  const input = useRef<HTMLInputElement>(null);

  const addFiles = (files: readonly File[], notice: string | null) => {
    const checked = checkPickedFiles(files, left);
    actor.send({
      type: 'post.imagesPicked',
      images: checked.accepted.map((file) => ({ source: file, name: file.name || 'photo', previewUrl: previews.create(file) })),
      notice: notice ?? checked.notice,
    });
  };
  const nativePicker = useNativePicker((pick: NativePick) => addFiles(pick.files, pick.notice), left);

  const onFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (files.length > 0) addFiles(files, null);
  };
  const remove = (item: PostImageItem) => {
    previews.revoke(item.previewUrl);
    actor.send({ type: 'post.imageRemoved', key: item.key });
  };
  const full = left === 0;

  return (
    <div role="group" className={styles.field} aria-labelledby={ids.images + '-label'} aria-describedby={ids.imagesMessage}>
      <div className={styles.labelRow}>
        <span id={ids.images + '-label'} className={styles.label}>
          사진{kind === 'DASHBOARD' ? <span className={styles.required}> (필수)</span> : <span className={styles.optional}> (선택)</span>}
        </span>
        <span className={styles.counter}>
          {images.length}/{COMMUNITY_LIMITS.imagesMax}
        </span>
      </div>
      <ul className={styles.pictures} aria-label="올린 사진">
        <li className={styles.pictureItem}>
          {native ? (
            <button type="button" className={styles.addTile} disabled={disabled || full} onClick={nativePicker.pick}>
              <CameraGlyph />
              <span>사진 추가</span>
            </button>
          ) : (
            <label className={cx(styles.addTile, (disabled || full) && styles.addTileDisabled)}>
              <CameraGlyph />
              <span>사진 추가</span>
              <input
                ref={input}
                id={ids.images}
                type="file"
                accept={IMAGE_ACCEPT}
                multiple
                className={styles.fileInput}
                disabled={disabled || full}
                aria-label="사진 추가"
                aria-describedby={ids.imagesMessage}
                onChange={onFiles}
              />
            </label>
          )}
        </li>
        {images.map((item, index) => (
          <li key={item.key} className={styles.pictureItem} data-status={item.status} data-testid="post-picture">
            <img src={item.image?.url ?? item.previewUrl} alt={`사진 ${index + 1}`} className={styles.thumb} width={80} height={80} />
            {index === 0 && <span className={styles.cover}>대표</span>}
            <PictureState item={item} disabled={disabled} onRetry={() => actor.send({ type: 'post.imageRetried', key: item.key })} />
            <button type="button" className={styles.remove} aria-label={`사진 ${index + 1} 빼기`} disabled={disabled} onClick={() => remove(item)}>
              <CloseIcon size={14} />
            </button>
          </li>
        ))}
      </ul>
      <p id={ids.imagesMessage} className={styles.message} aria-live="polite">
        {error ?? (images.some((item) => item.status === 'failed') ? images.find((item) => item.status === 'failed')?.error : null) ?? (
          <span className={styles.hint}>
            {kind === 'DASHBOARD' ? '사진을 한 장 이상 올려 주세요. ' : ''}JPG, PNG, WEBP, GIF · 한 장에 10MB까지
          </span>
        )}
      </p>
    </div>
  );
}

function PictureState({ item, disabled, onRetry }: { item: PostImageItem; disabled: boolean; onRetry: () => void }) {
  if (item.status === 'uploaded') return null;
  if (item.status === 'failed') {
    return (
      <button type="button" className={cx(styles.overlay, styles.failed)} onClick={onRetry} disabled={disabled} title={item.error ?? undefined}>
        다시 시도
      </button>
    );
  }
  return (
    <span className={styles.overlay} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      <span className={styles.overlayText}>{item.status === 'pending' ? '대기 중' : '올리는 중'}</span>
    </span>
  );
}

/** Local previews of picked files, revoked when removed and when the form goes. */
function useObjectUrls() {
  const urls = useRef(new Set<string>());
  useEffect(() => {
    const created = urls.current;
    return () => {
      created.forEach((url) => URL.revokeObjectURL(url));
      created.clear();
    };
  }, []);
  return {
    create: (file: Blob) => {
      const url = URL.createObjectURL(file);
      urls.current.add(url);
      return url;
    },
    revoke: (url: string) => {
      if (!urls.current.delete(url)) return;
      URL.revokeObjectURL(url);
    },
  };
}

function CameraGlyph() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d="M4 8h3l2-3h6l2 3h3a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V9a1 1 0 0 1 1-1z" />
      <circle cx="12" cy="13.5" r="3.5" />
    </svg>
  );
}

const styles = {
  form: css({
    display: 'flex',
    flexDirection: 'column',
    gap: '4',
    minHeight: 'calc(100dvh - token(sizes.header) - env(safe-area-inset-top))',
    paddingInline: '4',
    paddingTop: '5',
  }),
  notice: css({ paddingInline: '3', paddingBlock: '2.5', borderRadius: '8px', bg: 'orange.50', color: 'gray.900', fontSize: '14px', fontWeight: 'medium' }),
  lead: css({ fontSize: '18px', fontWeight: 'bold', color: 'gray.900', lineHeight: '1.45', wordBreak: 'keep-all' }),
  field: css({ display: 'flex', flexDirection: 'column', gap: '2', minWidth: '0' }),
  labelRow: css({ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: '2' }),
  label: css({ fontSize: '15px', fontWeight: 'semibold', color: 'gray.900' }),
  required: css({ fontSize: '13px', fontWeight: 'normal', color: 'primaryStrong' }),
  optional: css({ fontSize: '13px', fontWeight: 'normal', color: 'gray.600' }),
  counter: css({ fontSize: '13px', color: 'gray.600', fontVariantNumeric: 'tabular-nums' }),
  counterFull: css({ color: 'primaryStrong', fontWeight: 'semibold' }),
  input: css({
    width: '100%',
    height: '52px',
    paddingInline: '4',
    fontSize: '16px',
    color: 'gray.900',
    bg: 'white',
    border: '1px solid token(colors.gray.300)',
    borderRadius: '10px',
    outline: 'none',
    _focus: { borderColor: 'gray.900' },
    _placeholder: { color: 'gray.500' },
    '&[aria-invalid=true]': { borderColor: 'error' },
    '&:read-only': { bg: 'gray.50' },
  }),
  textarea: css({
    width: '100%',
    minHeight: '200px',
    padding: '4',
    fontSize: '16px',
    lineHeight: '1.6',
    color: 'gray.900',
    bg: 'white',
    border: '1px solid token(colors.gray.300)',
    borderRadius: '10px',
    outline: 'none',
    resize: 'vertical',
    wordBreak: 'keep-all',
    overflowWrap: 'anywhere',
    _focus: { borderColor: 'gray.900' },
    _placeholder: { color: 'gray.500' },
    '&[aria-invalid=true]': { borderColor: 'error' },
    '&:read-only': { bg: 'gray.50' },
  }),
  // an empty message takes no room (the field's gap closes over it); it stays for screen readers' live updates
  message: css({ fontSize: '13px', lineHeight: '1.5', color: 'error', wordBreak: 'keep-all', _empty: { marginTop: '-2' } }),
  hint: css({ color: 'gray.600' }),
  formError: css({ marginBottom: '3', fontSize: '14px', lineHeight: '1.5', color: 'error', textAlign: 'center', wordBreak: 'keep-all' }),
  actions: css({
    position: 'sticky',
    bottom: '0',
    marginTop: 'auto',
    marginInline: '-4',
    paddingInline: '4',
    paddingTop: '3',
    paddingBottom: 'calc(12px + env(safe-area-inset-bottom))',
    bg: 'white',
    borderTop: '1px solid token(colors.gray.100)',
  }),
  pictures: css({
    display: 'flex',
    gap: '2',
    overflowX: 'auto',
    paddingTop: '2',
    paddingRight: '2',
    scrollbarWidth: 'none',
    '&::-webkit-scrollbar': { display: 'none' },
  }),
  pictureItem: css({ position: 'relative', flexShrink: 0, width: '80px', height: '80px' }),
  addTile: css({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '1',
    width: '80px',
    height: '80px',
    borderRadius: '10px',
    border: '1px dashed token(colors.gray.400)',
    bg: 'gray.50',
    color: 'gray.700',
    fontSize: '12px',
    cursor: 'pointer',
    _focusWithin: { outline: '2px solid token(colors.primary)', outlineOffset: '2px' },
    _focusVisible: { outline: '2px solid token(colors.primary)', outlineOffset: '2px' },
    _disabled: { opacity: 0.4, cursor: 'not-allowed' },
  }),
  addTileDisabled: css({ opacity: 0.4, cursor: 'not-allowed' }),
  fileInput: css({ position: 'absolute', width: '1px', height: '1px', opacity: 0, overflow: 'hidden', pointerEvents: 'none' }),
  thumb: css({ width: '80px', height: '80px', objectFit: 'cover', borderRadius: '10px', bg: 'gray.100', border: '1px solid token(colors.gray.200)' }),
  cover: css({
    position: 'absolute',
    left: '0',
    bottom: '0',
    right: '0',
    paddingBlock: '0.5',
    borderBottomRadius: '10px',
    bg: 'rgba(0,0,0,0.55)',
    color: 'white',
    fontSize: '11px',
    fontWeight: 'semibold',
    textAlign: 'center',
  }),
  remove: css({
    position: 'absolute',
    top: '-6px',
    right: '-6px',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '24px',
    height: '24px',
    borderRadius: 'full',
    bg: 'gray.900',
    color: 'white',
    border: '2px solid white',
    _focusVisible: { outline: '2px solid token(colors.primary)', outlineOffset: '1px' },
    _disabled: { opacity: 0.4 },
    // a 24px dot with a 40px touch area
    _before: { content: '""', position: 'absolute', inset: '-8px' },
  }),
  overlay: css({
    position: 'absolute',
    inset: '0',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '1',
    borderRadius: '10px',
    bg: 'rgba(0,0,0,0.5)',
    color: 'white',
    fontSize: '12px',
    fontWeight: 'semibold',
  }),
  overlayText: css({ fontSize: '11px' }),
  failed: css({ bg: 'rgba(176,0,32,0.72)', _focusVisible: { outline: '2px solid token(colors.primary)', outlineOffset: '2px' } }),
  spinner: css({
    width: '20px',
    height: '20px',
    borderRadius: 'full',
    border: '2px solid rgba(255,255,255,0.35)',
    borderTopColor: 'white',
    animation: 'spin 0.8s linear infinite',
  }),
};
