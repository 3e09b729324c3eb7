import { cva } from 'styled-system/css';

/**
 * The community's small labels (type, 채택 완료, 투표 마감, 작성자, 채택된 답변), with text colours
 * that keep 4.5:1 on their backgrounds (WCAG AA) at 11–12px.
 */
export const communityBadge = cva({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    height: '20px',
    paddingInline: '1.5',
    borderRadius: '4px',
    fontSize: '11px',
    fontWeight: 'bold',
    lineHeight: '1',
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      dashboard: { bg: 'orange.50', color: '#A63A00' },
      qna: { bg: '#E3F2FD', color: '#0B5394' },
      survey: { bg: '#E8F5E9', color: '#1B5E20' },
      answered: { bg: '#E8F5E9', color: '#1B5E20' },
      accepted: { bg: '#1B5E20', color: 'white' },
      muted: { bg: 'gray.100', color: 'gray.800' },
      outline: { bg: 'white', color: 'gray.800', borderWidth: '1px', borderStyle: 'solid', borderColor: 'gray.400' },
    },
  },
  defaultVariants: { tone: 'muted' },
});

export const typeTone = { DASHBOARD: 'dashboard', QNA: 'qna', SURVEY: 'survey' } as const;
