import type { ComponentType } from 'react';
import { ROUTE_PATHS, type NavItem } from '@renewly/shared-contracts';
import BellOutlinedSvg from '@ant-design/icons-svg/lib/asn/BellOutlined';
import type { IconDefinition } from '@ant-design/icons-svg/lib/types';
import FileProtectOutlinedSvg from '@ant-design/icons-svg/lib/asn/FileProtectOutlined';
import HomeOutlinedSvg from '@ant-design/icons-svg/lib/asn/HomeOutlined';
import LineChartOutlinedSvg from '@ant-design/icons-svg/lib/asn/LineChartOutlined';
import { svgIcon } from './svg-icon';

const HomeOutlined = svgIcon(HomeOutlinedSvg);
const BellOutlined = svgIcon(BellOutlinedSvg);
// A calculator drawn in antd's outlined style on its 896-unit grid (an outline, a display and keys; even-odd fill):
// antd's own CalculatorOutlined path is about 1 KB, on every first load.
const CALCULATOR_PATH =
  'M208 96h608a48 48 0 0148 48v736a48 48 0 01-48 48H208a48 48 0 01-48-48V144a48 48 0 0148-48zM232 168v688h560V168z' +
  'M296 232h432v144H296zM296 440h112v80H296zM456 440h112v80H456zM616 440h112v80H616zM296 568h112v80H296z' +
  'M456 568h112v80H456zM616 568h112v208H616zM296 696h272v80H296z';
const calculatorOutlined: IconDefinition = {
  name: 'calculator',
  theme: 'outlined',
  icon: { tag: 'svg', attrs: { viewBox: '64 64 896 896', focusable: 'false' }, children: [{ tag: 'path', attrs: { d: CALCULATOR_PATH, 'fill-rule': 'evenodd' } }] },
};
const CalculatorOutlined = svgIcon(calculatorOutlined);
const FileProtectOutlined = svgIcon(FileProtectOutlinedSvg);
const LineChartOutlined = svgIcon(LineChartOutlinedSvg);

export const NAV_ICONS: Record<NavItem['to'], ComponentType> = {
  [ROUTE_PATHS.dashboard]: HomeOutlined,
  [ROUTE_PATHS.reminders]: BellOutlined,
  [ROUTE_PATHS.quotes]: CalculatorOutlined,
  [ROUTE_PATHS.policies]: FileProtectOutlined,
  [ROUTE_PATHS.marketTrends]: LineChartOutlined,
};
