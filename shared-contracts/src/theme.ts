// The brand theme for antd's ConfigProvider `theme` prop (kept as a plain object: no antd import here).

const FONT_STACK =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji'";

export const BRAND_COLORS = {
  primary: '#0f6e8c',
  primaryDark: '#0b4f66',
  success: '#2e9d5b',
  warning: '#d99a1e',
  error: '#d64545',
  info: '#2f80c9',
  background: '#f4f7f9',
  surface: '#ffffff',
  text: '#1c2b33',
  textSecondary: '#5b6b75',
  border: '#dbe3e8',
} as const;

interface LooseTheme {
  token: Record<string, string | number | boolean>;
  components: Record<string, Record<string, string | number | boolean>>;
}

export const brandTheme = {
  token: {
    colorPrimary: BRAND_COLORS.primary,
    colorInfo: BRAND_COLORS.info,
    colorSuccess: BRAND_COLORS.success,
    colorWarning: BRAND_COLORS.warning,
    colorError: BRAND_COLORS.error,
    colorLink: BRAND_COLORS.primary,
    colorText: BRAND_COLORS.text,
    colorTextSecondary: BRAND_COLORS.textSecondary,
    colorBorder: BRAND_COLORS.border,
    colorBgLayout: BRAND_COLORS.background,
    colorBgContainer: BRAND_COLORS.surface,
    borderRadius: 8,
    borderRadiusLG: 12,
    borderRadiusSM: 6,
    fontFamily: FONT_STACK,
    fontSize: 15,
    controlHeight: 38,
    wireframe: false,
  },
  components: {
    Layout: { headerBg: BRAND_COLORS.surface, bodyBg: BRAND_COLORS.background, footerBg: BRAND_COLORS.background },
    Button: { fontWeight: 500, primaryShadow: 'none' },
    Card: { borderRadiusLG: 12 },
    Menu: { itemSelectedColor: BRAND_COLORS.primary, horizontalItemSelectedColor: BRAND_COLORS.primary },
    Tag: { borderRadiusSM: 6 },
  },
} satisfies LooseTheme;
export type BrandTheme = typeof brandTheme;
