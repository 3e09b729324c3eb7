import { css, cx } from 'styled-system/css';
import { chip } from '../label-recipes';

export interface FilterChoice {
  code: string;
  name: string;
}

export interface FilterChipsProps {
  /** the group's Korean name for screen readers, e.g. '할인율' */
  label: string;
  choices: readonly FilterChoice[];
  /** the chosen code */
  value: string;
  onChange: (code: string) => void;
  className?: string;
}

/**
 * One-of-many filter chips in a row that scrolls sideways (the web profile's filter lists: the
 * selected item is the default). Each chip is a toggle button with aria-pressed.
 */
export function FilterChips({ label, choices, value, onChange, className }: FilterChipsProps) {
  return (
    <div role="group" aria-label={label} className={cx(styles.row, className)}>
      {choices.map((choice) => {
        const selected = choice.code === value;
        return (
          <button
            key={choice.code}
            type="button"
            aria-pressed={selected}
            className={chip({ selected, size: 'sm' })}
            onClick={() => {
              if (!selected) onChange(choice.code);
            }}
          >
            {choice.name}
          </button>
        );
      })}
    </div>
  );
}

const styles = {
  row: css({
    display: 'flex',
    gap: '1.5',
    overflowX: 'auto',
    scrollbarWidth: 'none',
    '&::-webkit-scrollbar': { display: 'none' },
  }),
};
