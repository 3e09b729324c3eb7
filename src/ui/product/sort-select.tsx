import { Portal } from '@ark-ui/react/portal';
import { createListCollection, Select } from '@ark-ui/react/select';
import { useMemo } from 'react';
import { css, cx } from 'styled-system/css';
import { CheckIcon } from '../icons';
import type { FilterChoice } from './filter-chips';

export interface SortSelectProps {
  /** the web profile's sort list (sortFilterList, periodSortFilterList, …) */
  choices: readonly FilterChoice[];
  value: string;
  onChange: (code: string) => void;
  /** accessible name (default '정렬') */
  label?: string;
  className?: string;
}

/** The small '추천순 ▾' sort picker above product lists (Ark UI Select). */
export function SortSelect({ choices, value, onChange, label = '정렬', className }: SortSelectProps) {
  const collection = useMemo(
    () => createListCollection({ items: choices.map((choice) => ({ label: choice.name, value: choice.code })) }),
    [choices],
  );
  return (
    <Select.Root
      collection={collection}
      value={[value]}
      onValueChange={(details) => {
        const next = details.value[0];
        if (next && next !== value) onChange(next);
      }}
      positioning={{ placement: 'bottom-end', gutter: 4 }}
      className={cx(styles.root, className)}
    >
      <Select.Label className={css({ srOnly: true })}>{label}</Select.Label>
      <Select.Control>
        <Select.Trigger className={styles.trigger}>
          <Select.ValueText />
          <Select.Indicator className={styles.indicator}>
            <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
              <path d="M6 9l6 6 6-6" />
            </svg>
          </Select.Indicator>
        </Select.Trigger>
      </Select.Control>
      <Portal>
        <Select.Positioner className={styles.positioner}>
          <Select.Content className={styles.content}>
            {collection.items.map((item) => (
              <Select.Item key={item.value} item={item} className={styles.item}>
                <Select.ItemText>{item.label}</Select.ItemText>
                <Select.ItemIndicator className={styles.check}>
                  <CheckIcon size={18} />
                </Select.ItemIndicator>
              </Select.Item>
            ))}
          </Select.Content>
        </Select.Positioner>
      </Portal>
      <Select.HiddenSelect />
    </Select.Root>
  );
}

const styles = {
  root: css({ display: 'inline-flex' }),
  trigger: css({
    display: 'inline-flex',
    alignItems: 'center',
    gap: '0.5',
    minHeight: '36px',
    paddingInline: '1',
    fontSize: '13px',
    fontWeight: 'semibold',
    color: 'gray.800',
    bg: 'transparent',
    _focusVisible: { outline: '2px solid token(colors.primary)', outlineOffset: '2px', borderRadius: '6px' },
  }),
  indicator: css({ display: 'inline-flex', color: 'gray.600', transition: 'transform 0.15s', _open: { transform: 'rotate(180deg)' } }),
  positioner: css({ zIndex: 'dialog' }),
  content: css({
    minWidth: '148px',
    paddingBlock: '1.5',
    bg: 'white',
    borderRadius: '10px',
    boxShadow: '0 6px 24px rgba(0, 0, 0, 0.14)',
    outline: 'none',
  }),
  item: css({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: '3',
    minHeight: '44px',
    paddingInline: '4',
    fontSize: '14px',
    color: 'gray.800',
    cursor: 'pointer',
    _highlighted: { bg: 'gray.100' },
    _checked: { color: 'primaryStrong', fontWeight: 'bold' },
  }),
  check: css({ display: 'inline-flex', color: 'primaryStrong' }),
};
