import { cx } from 'styled-system/css';
import { useLoadOnUse } from '../load-on-use';
import { SortChevron, sortSelectStyles, type SortSelectMenuComponent, type SortSelectProps } from './sort-select-parts';

export type { SortSelectProps } from './sort-select-parts';

/** the picker's code: Ark UI's Select and what it brings (six files, ~40 KB) */
const loadMenu = () => import('./sort-select-menu').then((module): SortSelectMenuComponent => module.SortSelectMenu);

/**
 * The small '추천순 ▾' sort picker above product lists. The page draws a trigger that looks and reads
 * like the picker's (a combobox named '정렬' showing the chosen sort); the picker itself (Ark UI Select,
 * sort-select-menu.tsx) loads when the shopper reaches for it (src/ui/load-on-use.ts) and takes the
 * trigger's place, open.
 */
export function SortSelect(props: SortSelectProps) {
  const menu = useLoadOnUse(loadMenu, '정렬을 열지 못했어요. 인터넷 연결을 확인해 주세요.');
  if (menu.loaded) return <menu.loaded {...props} />;

  const { choices, value, label = '정렬', className } = props;
  return (
    <div className={cx(sortSelectStyles.root, className)}>
      <button
        type="button"
        role="combobox"
        aria-haspopup="listbox"
        aria-expanded="false"
        aria-label={label}
        className={sortSelectStyles.trigger}
        {...menu.triggerProps}
      >
        <span>{choices.find((choice) => choice.code === value)?.name ?? ''}</span>
        <span className={sortSelectStyles.indicator} aria-hidden="true">
          <SortChevron />
        </span>
      </button>
    </div>
  );
}
