import { createMemoryHistory } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { backTarget, isNaviHidden } from './back-target';
import { trackHistory, wasReplaced } from './history-state';

describe('backTarget', () => {
  it('goes back in history when there is a previous entry that was not replaced', () => {
    expect(backTarget({ canGoBack: true, replaced: false })).toBe('history');
  });

  it('goes home when history has no previous entry', () => {
    expect(backTarget({ canGoBack: false, replaced: false })).toBe('home');
  });

  it('goes home when the latest navigation replaced the entry', () => {
    expect(backTarget({ canGoBack: true, replaced: true })).toBe('home');
    expect(backTarget({ canGoBack: false, replaced: true })).toBe('home');
  });
});

describe('isNaviHidden', () => {
  it('is true only when isnavihide equals "true"', () => {
    expect(isNaviHidden('?isnavihide=true')).toBe(true);
    expect(isNaviHidden('?id=3&isnavihide=true')).toBe(true);
    expect(isNaviHidden('isnavihide=true')).toBe(true);
  });

  it('is false for anything else', () => {
    expect(isNaviHidden('')).toBe(false);
    expect(isNaviHidden('?isnavihide=false')).toBe(false);
    expect(isNaviHidden('?isnavihide=TRUE')).toBe(false);
    expect(isNaviHidden('?isnavihide=1')).toBe(false);
    expect(isNaviHidden('?isNaviHide=true')).toBe(false);
  });
});

describe('history tracking', () => {
  it('remembers whether the latest navigation was a replace', () => {
    const history = createMemoryHistory({ initialEntries: ['/'] });
    const stop = trackHistory(history);
    expect(wasReplaced()).toBe(false);
    history.push('/deal/1');
    expect(wasReplaced()).toBe(false);
    history.replace('/deal/2');
    expect(wasReplaced()).toBe(true);
    history.push('/best');
    expect(wasReplaced()).toBe(false);
    stop();
    history.replace('/season');
    expect(wasReplaced()).toBe(false);
  });
});
