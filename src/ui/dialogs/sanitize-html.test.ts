// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  it('removes images and their event handlers', () => {
    const out = sanitizeHtml('안내<img src=x onerror=alert(1)>');
    expect(out).toBe('안내');
  });

  it('drops javascript: links but keeps the text', () => {
    const out = sanitizeHtml('<a href="javascript:alert(1)">x</a>');
    expect(out).not.toMatch(/javascript/i);
    expect(out).toBe('<a>x</a>');
  });

  it('drops obfuscated and data: links', () => {
    expect(sanitizeHtml('<a href="java&#x09;script:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href=" JAVASCRIPT:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="data:text/html,<script>alert(1)</script>">x</a>')).toBe('<a>x</a>');
  });

  it('removes scripts with their content', () => {
    expect(sanitizeHtml('<p>주문</p><script>alert(1)</script>')).toBe('<p>주문</p>');
  });

  it('removes event handlers and styles from allowed tags', () => {
    expect(sanitizeHtml('<span onclick="alert(1)" style="color:red">별</span>')).toBe('<span>별</span>');
  });

  it('keeps the allowed inline markup', () => {
    const html = '<p><b>굵게</b> <strong>강조</strong> <em>기울임</em> <i>i</i> <u>밑줄</u><br><span>별 10개</span></p>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('unwraps tags that are not allowed', () => {
    expect(sanitizeHtml('<div><h1>제목</h1><table><tr><td>칸</td></tr></table></div>')).toBe('제목칸');
  });

  it('keeps http(s) links, opening them in a new tab safely', () => {
    expect(sanitizeHtml('<a href="https://market.kr/notice/1">공지</a>')).toBe(
      '<a href="https://market.kr/notice/1" target="_blank" rel="noopener noreferrer">공지</a>',
    );
  });

  it('keeps relative links in the same tab', () => {
    expect(sanitizeHtml('<a href="/notice/3" target="_blank">공지</a>')).toBe('<a href="/notice/3">공지</a>');
    expect(sanitizeHtml('<a href="notice/3">공지</a>')).toBe('<a href="notice/3">공지</a>');
  });

  it('drops protocol-relative and entity-encoded script links, svg and comments', () => {
    expect(sanitizeHtml('<a href="//evil.example/x">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="&#106;avascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<svg onload=alert(1)><circle/></svg>별<!-- c -->')).toBe('별');
    expect(sanitizeHtml('<IMG SRC=x ONERROR=alert(1)>')).toBe('');
  });
});
