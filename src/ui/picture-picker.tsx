import { css, cx } from 'styled-system/css';
import { Img } from './image';
import { Skeleton } from './skeleton';

export interface PictureChoice {
  key: string;
  name: string;
  imageUrl: string;
}

export interface PicturePickerProps {
  /** the group's Korean name for screen readers, e.g. '제철 먹거리 종류' */
  label: string;
  choices: readonly PictureChoice[];
  /** the chosen key; undefined: the '전체' choice (when there is one) */
  value: string | undefined;
  onPick: (key: string | undefined) => void;
  /** a first choice without a picture that means 'all of them', e.g. '전체' */
  allLabel?: string;
  className?: string;
}

/**
 * A sideways-scrolling row of round pictures with their names to pick one group of products
 * (제철 먹거리 종류, 상황별 추천, 추천 카테고리). Each is a toggle button with aria-pressed.
 */
export function PicturePicker({ label, choices, value, onPick, allLabel, className }: PicturePickerProps) {
  return (
    <div role="group" aria-label={label} className={cx(styles.row, className)}>
      {allLabel !== undefined && (
        <button type="button" aria-pressed={value === undefined} className={styles.choice} onClick={() => onPick(undefined)}>
          <span className={cx(styles.picture, styles.all)} aria-hidden="true">
            {allLabel}
          </span>
          {allLabel}
        </button>
      )}
      {choices.map((choice) => (
        <button key={choice.key} type="button" aria-pressed={choice.key === value} className={styles.choice} onClick={() => onPick(choice.key)}>
          <span className={styles.picture}>
            <Img src={choice.imageUrl} alt="" aspectRatio={1} />
          </span>
          {choice.name}
        </button>
      ))}
    </div>
  );
}

/** The row's stand-in while its choices load, the same height. */
export function PicturePickerSkeleton({ count = 5, className }: { count?: number; className?: string }) {
  return (
    <div className={cx(styles.row, className)} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <span key={index} className={styles.choice}>
          <span className={styles.picture}>
            <Skeleton className={css({ width: '100%', height: '100%' })} />
          </span>
          <Skeleton className={css({ width: '40px', height: '14px' })} />
        </span>
      ))}
    </div>
  );
}

const styles = {
  row: css({
    display: 'flex',
    gap: '3',
    overflowX: 'auto',
    paddingInline: '4',
    paddingBlock: '4',
    scrollbarWidth: 'none',
    '&::-webkit-scrollbar': { display: 'none' },
  }),
  choice: css({
    flexShrink: 0,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: '1.5',
    width: '64px',
    fontSize: '13px',
    lineHeight: '1.3',
    textAlign: 'center',
    wordBreak: 'keep-all',
    color: 'gray.700',
    '&[aria-pressed=true]': { color: 'primaryStrong', fontWeight: 'bold' },
    '&[aria-pressed=true] > span': { borderColor: 'primary', borderWidth: '2px' },
    _focusVisible: { outline: '2px solid token(colors.primary)', outlineOffset: '2px', borderRadius: '8px' },
  }),
  picture: css({
    width: '60px',
    height: '60px',
    flexShrink: 0,
    borderRadius: 'full',
    overflow: 'hidden',
    bg: 'orange.50',
    border: '1px solid token(colors.gray.200)',
  }),
  all: css({ display: 'flex', alignItems: 'center', justifyContent: 'center', fontSize: '14px', fontWeight: 'bold', color: 'primaryStrong' }),
};
