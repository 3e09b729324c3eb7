import { Portal } from '@ark-ui/react/portal';
import { createListCollection, Select } from '@ark-ui/react/select';
import { useMemo } from 'react';
import { css, cx } from 'styled-system/css';
import { CheckIcon } from '../icons';
import { sortSelectStyles as styles, SortChevron, type SortSelectProps } from './sort-select-parts';

/**
 * The sort picker itself (Ark UI Select), loaded when the shopper first reaches for its trigger
 * (sort-select.tsx), and shown open: it takes the place of the trigger that was tapped.
 */
export function SortSelectMenu({ choices, value, onChange, label = '정렬', className }: SortSelectProps) {
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
      defaultOpen
      className={cx(styles.root, className)}
    >
      <Select.Label className={css({ srOnly: true })}>{label}</Select.Label>
      <Select.Control>
        <Select.Trigger className={styles.trigger}>
          <Select.ValueText />
          <Select.Indicator className={styles.indicator}>
            <SortChevron />
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

