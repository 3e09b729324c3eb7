// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { recordingExternalLink, renderInRouter } from '../../ui/test-utils/render-in-router';
import { NoticeHtml } from './notice-html';

describe('NoticeHtml', () => {
  it("keeps a notice's lists and emphasis, and drops what could act", async () => {
    const { container } = render(
      <NoticeHtml
        html={
          '<p>개정 내용을 <b>꼭</b> 확인해 주세요.</p><ul><li>포인트 교환 기준</li><li>게시물 운영 정책</li></ul>' +
          '<img src="x" onerror="window.hacked=1"><script>window.hacked=2</script><a href="javascript:alert(1)">링크</a>'
        }
      />,
    );
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(2));
    expect(screen.getByText('꼭').tagName).toBe('B');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(screen.getByText('링크').getAttribute('href')).toBeNull();
    expect((window as unknown as { hacked?: number }).hacked).toBeUndefined();
  });
});

describe('NoticeHtml links (issue 25)', () => {
  it('hands a tap on a kept link to the external-link flow instead of following it', async () => {
    const externalLink = recordingExternalLink();
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const { router } = await renderInRouter(
      () => <NoticeHtml html={'<p><a href="https://market.kr/deal/3">특가 보기</a> · <a href="/best">베스트</a></p>'} />,
      { url: '/', paths: ['/', '/best'], context: { externalLink } },
    );
    const own = await screen.findByRole('link', { name: '특가 보기' });
    expect(own.getAttribute('target')).toBeNull();
    await userEvent.click(own);
    await userEvent.click(screen.getByRole('link', { name: '베스트' }));
    expect(externalLink.opened).toEqual(['https://market.kr/deal/3', `${window.location.origin}/best`]);
    // nothing was followed behind the flow's back
    expect(router.state.location.pathname).toBe('/');
  });
});
