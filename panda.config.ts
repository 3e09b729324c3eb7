import { defineConfig } from '@pandacss/dev';

/** SPEC.md §9: theme colours, as Panda tokens. Components read `primary`, `error`, `gray.500`, ... */
const scale = (values: Record<string, string>) =>
  Object.fromEntries(Object.entries(values).map(([k, v]) => [k, { value: v }]));

export default defineConfig({
  preflight: true,
  include: ['./src/**/*.{ts,tsx}'],
  exclude: ['./src/**/*.test.{ts,tsx}'],
  outdir: 'styled-system',
  jsxFramework: 'react',
  globalCss: {
    'html, body': {
      background: 'white',
      color: 'gray.900',
      fontFamily: 'body',
      WebkitTapHighlightColor: 'transparent',
      WebkitTextSizeAdjust: '100%',
    },
    html: {
      scrollBehavior: 'auto',
      // on touch screens the page's scroll indicator appears with the shopper's first scroll or touch,
      // as a phone's own does, not at load (src/platform/scroll-indicator.ts)
      '@media (pointer: coarse)': { '&:not([data-scroll-indicator])': { scrollbarWidth: 'none' } },
    },
    body: { minHeight: '100dvh' },
    img: { maxWidth: '100%', display: 'block' },
    button: { cursor: 'pointer' },
    '#root': { maxWidth: '480px', marginInline: 'auto', minHeight: '100dvh', position: 'relative', background: 'white' },
  },
  theme: {
    extend: {
      tokens: {
        colors: {
          white: { value: '#FFFFFF' },
          black: { value: '#000000' },
          primary: { value: '#FF6400' },
          /** the primary orange where it is text, or carries white text: 5.1:1 on white, 4.6:1 on orange.50 (WCAG AA) */
          primaryStrong: { value: '#C24400' },
          error: { value: '#B00020' },
          info: { value: '#2196F3' },
          success: { value: '#4CAF50' },
          warning: { value: '#FB8C00' },
          /** the Korean messenger's login/share button colour */
          messenger: { value: '#FEE500' },
          messengerText: { value: '#191919' },
          naver: { value: '#03C75A' },
          /** Naver's green where it carries white text: 4.7:1 (WCAG AA); the brand green itself is 2.2:1 */
          naverStrong: { value: '#00843F' },
          gray: scale({
            100: '#F5F5F5', 200: '#EEEEEE', 300: '#E0E0E0', 400: '#BDBDBD', 500: '#9E9E9E',
            600: '#757575', 700: '#616161', 800: '#424242', 900: '#212121',
          }),
          red: scale({
            50: '#FFEBEE', 100: '#FFCDD2', 200: '#EF9A9A', 300: '#E57373', 400: '#EF5350',
            500: '#F44336', 600: '#E53935', 700: '#D32F2F', 800: '#C62828', 900: '#B71C1C',
          }),
          orange: scale({
            50: '#FFF3E0', 100: '#FFE0B2', 200: '#FFCC80', 300: '#FFB74D', 400: '#FFA726',
            500: '#FF9800', 600: '#FB8C00', 700: '#F57C00', 800: '#EF6C00', 900: '#E65100',
          }),
        },
        fonts: {
          body: {
            value:
              "'Pretendard', -apple-system, BlinkMacSystemFont, 'Apple SD Gothic Neo', 'Noto Sans KR', 'Noto Sans CJK KR', 'Malgun Gothic', sans-serif",
          },
        },
        sizes: {
          dialog: { value: '380px' },
          surveyDialog: { value: '480px' },
          shareDialog: { value: '320px' },
          app: { value: '480px' },
          header: { value: '52px' },
          bottomBar: { value: '60px' },
        },
        zIndex: {
          header: { value: 100 },
          bottomBar: { value: 110 },
          scrollTop: { value: 120 },
          toast: { value: 1400 },
          dialog: { value: 1300 },
          loading: { value: 1500 },
        },
      },
    },
  },
});
