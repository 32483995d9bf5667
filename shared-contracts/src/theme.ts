// The brand theme for antd's ConfigProvider `theme` prop (kept as a plain object: no antd import here).

const FONT_STACK =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji'";

export const BRAND_COLORS = {
  primary: '#0f6e8c',
  primaryDark: '#0b4f66',
  // Text-strength shades (at least 4.5:1 on white, WCAG 1.4.3): antd draws these as text, not only as fills.
  success: '#1a7340',
  warning: '#8a5300',
  error: '#b42318',
  info: '#2f80c9',
  // The warning box (the offline bar, antd's warning Alert): amber, with text in the theme's own text colour.
  warningBg: '#fff8e1',
  warningBorder: '#e0b252',
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
    colorWarningBg: BRAND_COLORS.warningBg,
    colorWarningBorder: BRAND_COLORS.warningBorder,
    colorError: BRAND_COLORS.error,
    colorLink: BRAND_COLORS.primary,
    colorText: BRAND_COLORS.text,
    colorTextSecondary: BRAND_COLORS.textSecondary,
    // antd's own greys (45% and 25% black) fall below 4.5:1 for descriptions, labels and placeholders.
    colorTextTertiary: BRAND_COLORS.textSecondary,
    colorTextDescription: BRAND_COLORS.textSecondary,
    colorTextPlaceholder: '#687680',
    colorLinkHover: BRAND_COLORS.primaryDark,
    colorPrimaryHover: BRAND_COLORS.primaryDark,
    colorErrorHover: '#8f1d14',
    colorErrorActive: '#8f1d14',
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
    motion: false,
  },
  components: {
    Layout: { headerBg: BRAND_COLORS.surface, bodyBg: BRAND_COLORS.background, footerBg: BRAND_COLORS.background },
    Button: { fontWeight: 500, primaryShadow: 'none' },
    Card: { borderRadiusLG: 12 },
    Menu: { itemSelectedColor: BRAND_COLORS.primary, horizontalItemSelectedColor: BRAND_COLORS.primary },
    Tag: { borderRadiusSM: 6 },
    // Days outside the shown month are drawn in the disabled grey; they are still choosable, so readable.
    DatePicker: { colorTextDisabled: '#687680' },
  },
} satisfies LooseTheme;
export type BrandTheme = typeof brandTheme;
