import type { ComponentType } from 'react';
import { css } from 'styled-system/css';
import type { FilterChoice } from './filter-chips';

/** What the sort picker's trigger (sort-select.tsx) and the picker (sort-select-menu.tsx) share. */
export interface SortSelectProps {
  /** the web profile's sort list (sortFilterList, periodSortFilterList, …) */
  choices: readonly FilterChoice[];
  value: string;
  onChange: (code: string) => void;
  /** accessible name (default '정렬') */
  label?: string;
  className?: string;
}

export type SortSelectMenuComponent = ComponentType<SortSelectProps>;

export function SortChevron() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <path d="M6 9l6 6 6-6" />
    </svg>
  );
}

export const sortSelectStyles = {
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
