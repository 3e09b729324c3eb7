import type { CategoryNode } from '../../api/category';

/** The nodes from the top of the tree down to `code` ([과일, 국산과일, 딸기]), or undefined. */
export function categoryPath(nodes: readonly CategoryNode[], code: string): CategoryNode[] | undefined {
  for (const node of nodes) {
    if (node.categoryCode === code) return [node];
    const below = categoryPath(node.children ?? [], code);
    if (below) return [node, ...below];
  }
  return undefined;
}

export interface CategoryPlace {
  /** the first-level category whose second level is the tab row */
  family: CategoryNode;
  /** the chosen second-level tab; undefined: '전체' (the whole family) */
  tab: CategoryNode | undefined;
  /** the chosen third-level chip; undefined: '전체' (the whole tab) */
  chip: CategoryNode | undefined;
  /** the category of the route's first code: the page's title */
  titled: CategoryNode;
  /** the category whose products are shown (the deepest code of the route) */
  shown: CategoryNode;
}

/**
 * Where /category/detail/:secondCode?/:thirdCode? is in the tree. `secondCode` may be of any
 * level (home and the category main link first-level codes for '전체보기'); `thirdCode` must be a
 * direct child of it. Undefined when a code is unknown or the two do not belong together.
 */
export function categoryPlace(tree: readonly CategoryNode[], secondCode: string, thirdCode?: string): CategoryPlace | undefined {
  const path = categoryPath(tree, thirdCode ?? secondCode);
  if (!path) return undefined;
  const shown = path[path.length - 1];
  const titled = thirdCode === undefined ? shown : path[path.length - 2];
  const family = path[0];
  if (!shown || !titled || !family || titled.categoryCode !== secondCode) return undefined;
  return { family, tab: path[1], chip: path[2], titled, shown };
}
