import { describe, expect, it } from 'vitest';
import { communityMainSearch } from './community-search-params';

describe('communityMainSearch', () => {
  it('keeps a known sort and the answered filter', () => {
    expect(communityMainSearch({ sort: 'NEWEST', answered: true })).toEqual({ sort: 'NEWEST', answered: true });
    expect(communityMainSearch({ answered: 'false' })).toEqual({ sort: undefined, answered: false });
  });

  it('overrides anything else with undefined, so the raw query cannot slip through', () => {
    const search = communityMainSearch({ sort: 'WHATEVER', answered: 'maybe' });
    expect(search).toEqual({ sort: undefined, answered: undefined });
    expect(Object.keys(search)).toEqual(['sort', 'answered']);
    expect({ sort: 'WHATEVER', ...search }.sort).toBeUndefined();
  });
});
