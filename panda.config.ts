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
    html: { scrollBehavior: 'auto' },
    body: { minHeight: '100dvh' },
    img: { maxWidth: '100%', display: 'block' },
    button: { cursor: 'pointer' },
    '#root': { maxWidth: '480px', marginInline: 'auto', minHeight: '100dvh', position: 'relative', background: 'white' },
    // the first screen's largest picture, drawn from the HTML before any script (server/first-screen.ts)
    // exactly where the screen draws it; src/app/first-paint.ts takes it away once the screen's own is there
    '#first-paint': { position: 'absolute', top: 0, insetInline: 0, maxWidth: '480px', marginInline: 'auto', pointerEvents: 'none', zIndex: 1 },
    '#first-paint img': { width: '100%', height: 'auto', background: 'white', objectFit: 'cover' },
    '#first-paint[data-screen=home] img': { marginTop: '112px', aspectRatio: '750 / 360' },
    '#first-paint[data-screen=deal] img': { marginTop: '52px', aspectRatio: '1' },
    // a post's picture takes its own ratio from its width and height attributes
    '#first-paint[data-screen=post] img': { marginTop: '52px' },
    // search results' first card: under the header, the tabs and the chip rows, in the left column of
    // a two-column grid with 16px sides and a 12px gap (search-results-screen.tsx, product-grid.tsx)
    '#first-paint[data-screen=search] img': { marginTop: '242px', marginLeft: '16px', width: 'calc((100% - 44px) / 2)', aspectRatio: '1', borderRadius: '8px' },
    // the 인기 tab's first cards as text, under the header and the tabs, laid out as post-card.tsx lays a
    // card (badge, title, two lines, author, counts; the 88px thumbnail on the right)
    '#first-paint[data-screen=popular]': { marginTop: '100px', background: 'white' },
    '#first-paint .fp-card': { display: 'flex', gap: '12px', padding: '16px', borderBottom: '1px solid token(colors.gray.100)' },
    '#first-paint .fp-text': { display: 'flex', flexDirection: 'column', gap: '4px', flex: '1', minWidth: '0' },
    '#first-paint .fp-badge': {
      alignSelf: 'flex-start',
      height: '20px',
      paddingInline: '6px',
      borderRadius: '4px',
      fontSize: '11px',
      fontWeight: 'bold',
      lineHeight: '20px',
      background: 'token(colors.orange.50)',
      color: '#A63A00',
    },
    '#first-paint .fp-badge[data-type=QNA]': { background: '#E3F2FD', color: '#0B5394' },
    '#first-paint .fp-badge[data-type=SURVEY]': { background: '#E8F5E9', color: '#1B5E20' },
    '#first-paint .fp-title': { fontSize: '15px', fontWeight: 'semibold', color: 'token(colors.gray.900)', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' },
    '#first-paint .fp-excerpt': {
      display: '-webkit-box',
      WebkitLineClamp: '2',
      WebkitBoxOrient: 'vertical',
      overflow: 'hidden',
      fontSize: '13px',
      lineHeight: '1.45',
      color: 'token(colors.gray.700)',
      wordBreak: 'break-all',
    },
    '#first-paint .fp-meta': { fontSize: '12px', color: 'token(colors.gray.700)', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' },
    '#first-paint .fp-thumb': { flexShrink: 0, width: '88px', height: '88px', borderRadius: '8px', background: 'token(colors.gray.100)' },
    // my page's card (my-page-screen.tsx): under the 52px header and the card's 8px margin, its
    // 187px with the balance and the two buttons; the nickname where the card's identity row has it
    '#first-paint .fp-my-card': { marginTop: '60px', marginInline: '16px', height: '187px', padding: '20px', borderRadius: '16px', background: 'token(colors.orange.50)' },
    '#first-paint .fp-my-card[hidden]': { display: 'none' },
    '#first-paint .fp-my-identity': { display: 'flex', alignItems: 'center', minHeight: '32px' },
    '#first-paint .fp-my-name': { minWidth: '0', fontSize: '20px', fontWeight: 'bold', color: 'token(colors.gray.900)', wordBreak: 'break-all' },
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
