/** One theme: colors, spacing, type scale, widths. */
export const theme = {
  color: {
    ink: '#0f172a',
    text: '#334155',
    muted: '#5b6b82',
    line: '#e2e8f0',
    surface: '#ffffff',
    canvas: '#f5f7fb',
    navy: '#0b1b34',
    navyLight: '#13294d',
    primary: '#1664ff',
    primaryDark: '#0f4fd1',
    accent: '#35d0ba',
    danger: '#b91c1c',
    warning: '#b45309',
    success: '#047857',
    onDark: '#e2e8f0',
  },
  space: (n: number) => `${n * 4}px`,
  radius: { sm: '4px', md: '8px', lg: '14px' },
  font: {
    body: `'Inter', 'PingFang SC', 'Microsoft YaHei', system-ui, -apple-system, 'Segoe UI', sans-serif`,
    mono: `'JetBrains Mono', 'SFMono-Regular', Consolas, monospace`,
    size: { xs: '12px', sm: '13px', md: '15px', lg: '18px', xl: '24px', xxl: '36px', hero: '46px' },
  },
  width: { page: '1280px', sale: '1360px' },
  shadow: { card: '0 1px 2px rgba(15,23,42,.06), 0 6px 24px rgba(15,23,42,.06)' },
} as const;

export type Theme = typeof theme;
