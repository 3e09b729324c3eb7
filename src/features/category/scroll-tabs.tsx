import { Tabs } from '@ark-ui/react/tabs';
import { useEffect, useRef } from 'react';
import { css, cx } from 'styled-system/css';
import { stickyTabs } from '../../ui/sticky-tabs';
import { Skeleton } from '../../ui/skeleton';
import { centerInRow } from './center-in-row';

export interface ScrollTab {
  value: string;
  name: string;
}

export interface ScrollTabsProps {
  /** the tab list's Korean name, e.g. '과일 카테고리' */
  label: string;
  tabs: readonly ScrollTab[];
  value: string;
  onChange: (value: string) => void;
}

/**
 * A row of text tabs that scrolls sideways and sticks under the header (Ark UI Tabs); the chosen
 * tab is scrolled into view. The content below belongs to the chosen tab: each panel only names
 * it for screen readers, so the tabs can change the address instead of swapping panels.
 */
export function ScrollTabs({ label, tabs, value, onChange }: ScrollTabsProps) {
  const listRef = useRef<HTMLDivElement>(null);

  useEffect(() => centerInRow(listRef.current, '[aria-selected="true"]'), [value]);

  return (
    <Tabs.Root value={value} onValueChange={(details) => onChange(details.value)} activationMode="manual" className={scrollTabStyles.root}>
      <Tabs.List ref={listRef} className={scrollTabStyles.list} aria-label={label}>
        {tabs.map((tab) => (
          <Tabs.Trigger key={tab.value} value={tab.value} className={scrollTabStyles.tab}>
            {tab.name}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Content key={tab.value} value={tab.value} className={css({ srOnly: true })}>
          {tab.value === value && `${tab.name} 상품`}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

/** The row's stand-in while its tabs load, the same height. */
export function ScrollTabsSkeleton() {
  return (
    <div className={scrollTabStyles.list} aria-hidden="true">
      {Array.from({ length: 5 }, (_, index) => (
        <Skeleton key={index} className={css({ flex: '0 0 64px', height: '20px', marginBlock: '14px', marginInline: '2' })} />
      ))}
    </div>
  );
}

const tabs = stickyTabs;

export const scrollTabStyles = {
  /** the row alone is the tab list (the panels are only named), so the root is what sticks */
  root: cx(tabs.root, css({ position: 'sticky', top: 'calc(token(sizes.header) + env(safe-area-inset-top))', zIndex: '10', bg: 'white' })),
  list: tabs.list,
  tab: tabs.trigger,
};
