import { startTransition, use, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { ConfigProvider, theme } from 'antd';
import enGB from 'antd/locale/en_GB';
import { brandTheme } from '@renewly/shared-contracts';
import { antdStylesReady } from './antd-styles';

/**
 * en-GB, except that the date picker's month and year buttons are named by what they show ('Oct', '2026'): antd names
 * them 'Choose a month' / 'Choose a year', which hides the visible text from voice control (WCAG 2.5.3, label in name).
 */
// antd types these as strings; left unset, the picker draws no aria-label and each button is named by its text.
const NAMED_BY_TEXT = { monthSelect: undefined, yearSelect: undefined, decadeSelect: undefined } as unknown as Partial<
  NonNullable<typeof enGB.DatePicker>['lang']
>;

const locale = {
  ...enGB,
  DatePicker: enGB.DatePicker && {
    ...enGB.DatePicker,
    lang: { ...enGB.DatePicker.lang, ...NAMED_BY_TEXT },
  },
};

/**
 * The brand theme and the en-GB locale for antd, in the shell and every remote (antd is bundled per app, so each app
 * applies it to its own copy). Import it only where antd is drawn anyway: the shell's signed-in first load and the
 * dashboard have no antd (page weight), so their antd parts are lazily loaded modules that bring this along.
 */
export function AntdTheme({ children }: { children: ReactNode }) {
  // Suspends (the nearest Suspense shows its skeleton) until antd's prebuilt styles have loaded: see antd-styles.ts.
  use(antdStylesReady() as Promise<void>);
  return (
    <ConfigProvider theme={brandTheme} locale={locale}>
      {children}
    </ConfigProvider>
  );
}

function ThemeTokenUser() {
  theme.useToken();
  return null;
}

/**
 * Issue 38: antd derives the theme's token (its colour palettes and sizes) at the first antd drawing, about 120 ms of
 * a phone's first dialog, and drops it again when nothing draws with it. Evaluating this module (a dialog's or a menu's
 * code, loaded on idle or at a tap) derives it at once in a root of its own, off screen and in a transition, and
 * keeps it, so opening the dialog uses it. Once per app: each app bundles its own antd.
 */
function keepThemeTokenWarm() {
  if (typeof document === 'undefined' || process.env.NODE_ENV === 'test') return;
  const root = createRoot(document.createElement('div'));
  startTransition(() =>
    root.render(
      <ConfigProvider theme={brandTheme} locale={locale}>
        <ThemeTokenUser />
      </ConfigProvider>,
    ),
  );
}
keepThemeTokenWarm();
