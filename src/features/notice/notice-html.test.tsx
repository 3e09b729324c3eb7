// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
