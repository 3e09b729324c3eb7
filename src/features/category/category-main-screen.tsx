import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { css } from 'styled-system/css';
import { useCategory, type CategoryNode } from '../../api/category';
import { session, sessionKeys } from '../../platform/storage';
import { EmptyState, Page } from '../../ui/page';

const layout = css({ display: 'grid', gridTemplateColumns: '112px 1fr', minHeight: 'calc(100dvh - token(sizes.header) - token(sizes.bottomBar))' });
const tabList = css({ background: 'gray.100', display: 'flex', flexDirection: 'column' });
const tab = css({
  textAlign: 'left',
  paddingInline: '4',
  minHeight: '52px',
  fontSize: 'sm',
  color: 'gray.700',
  borderLeft: '3px solid transparent',
  _selected: { background: 'white', color: 'primary', fontWeight: 'bold', borderLeftColor: 'primary' },
});
const panel = css({ padding: '4' });
const allLink = css({ display: 'block', fontWeight: 'bold', fontSize: 'md', paddingBlock: '2', color: 'gray.900' });
const childList = css({ display: 'grid', gridTemplateColumns: '1fr', borderTop: '1px solid token(colors.gray.200)' });
const childLink = css({ display: 'flex', alignItems: 'center', minHeight: '48px', fontSize: 'sm', color: 'gray.800', borderBottom: '1px solid token(colors.gray.100)' });
const grandchildren = css({ display: 'flex', flexWrap: 'wrap', gap: '2', paddingBottom: '3' });
const chip = css({ fontSize: 'xs', paddingInline: '3', paddingBlock: '1.5', borderRadius: 'full', background: 'gray.100', color: 'gray.700' });

function savedTabIndex(count: number): number {
  const saved = Number(session.get(sessionKeys.categoryTabIndex));
  return Number.isInteger(saved) && saved >= 0 && saved < count ? saved : 0;
}

/** Category main: first-level categories as side tabs, the chosen tab remembered for the session. */
export function CategoryMainScreen() {
  const { data } = useCategory();
  const roots = data.children;
  const [index, setIndex] = useState(() => savedTabIndex(roots.length));
  const selected = roots[index];

  if (!selected) {
    return (
      <Page title="카테고리">
        <EmptyState title="카테고리를 준비하고 있어요" description="잠시 후 다시 확인해 주세요." />
      </Page>
    );
  }

  const choose = (next: number) => {
    setIndex(next);
    session.set(sessionKeys.categoryTabIndex, String(next));
  };

  return (
    <Page title="카테고리">
      <div className={layout}>
        <div role="tablist" aria-orientation="vertical" aria-label="대분류" className={tabList}>
          {roots.map((category, i) => (
            <button
              key={category.categoryCode}
              type="button"
              role="tab"
              id={`category-tab-${category.categoryCode}`}
              aria-selected={i === index}
              aria-controls="category-panel"
              className={tab}
              onClick={() => choose(i)}
            >
              {category.name}
            </button>
          ))}
        </div>
        <section id="category-panel" role="tabpanel" aria-labelledby={`category-tab-${selected.categoryCode}`} className={panel}>
          <Link to="/category/detail/{-$secondCode}/{-$thirdCode}" params={{ secondCode: selected.categoryCode }} className={allLink}>
            {selected.name} 전체보기
          </Link>
          <ul className={childList}>
            {(selected.children ?? []).map((child) => (
              <CategoryChild key={child.categoryCode} parent={selected} node={child} />
            ))}
          </ul>
        </section>
      </div>
    </Page>
  );
}

function CategoryChild({ parent, node }: { parent: CategoryNode; node: CategoryNode }) {
  return (
    <li>
      <Link
        to="/category/detail/{-$secondCode}/{-$thirdCode}"
        params={{ secondCode: node.categoryCode }}
        className={childLink}
        aria-label={`${parent.name} ${node.name}`}
      >
        {node.name}
      </Link>
      {node.children && node.children.length > 0 && (
        <div className={grandchildren}>
          {node.children.map((leaf) => (
            <Link
              key={leaf.categoryCode}
              to="/category/detail/{-$secondCode}/{-$thirdCode}"
              params={{ secondCode: node.categoryCode, thirdCode: leaf.categoryCode }}
              className={chip}
            >
              {leaf.name}
            </Link>
          ))}
        </div>
      )}
    </li>
  );
}
