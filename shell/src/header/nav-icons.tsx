import type { ComponentType } from 'react';
import { ROUTE_PATHS, type NavItem } from '@renewly/shared-contracts';
import BellOutlinedSvg from '@ant-design/icons-svg/lib/asn/BellOutlined';
import CalculatorOutlinedSvg from '@ant-design/icons-svg/lib/asn/CalculatorOutlined';
import FileProtectOutlinedSvg from '@ant-design/icons-svg/lib/asn/FileProtectOutlined';
import HomeOutlinedSvg from '@ant-design/icons-svg/lib/asn/HomeOutlined';
import LineChartOutlinedSvg from '@ant-design/icons-svg/lib/asn/LineChartOutlined';
import { svgIcon } from './svg-icon';

const HomeOutlined = svgIcon(HomeOutlinedSvg);
const BellOutlined = svgIcon(BellOutlinedSvg);
const CalculatorOutlined = svgIcon(CalculatorOutlinedSvg);
const FileProtectOutlined = svgIcon(FileProtectOutlinedSvg);
const LineChartOutlined = svgIcon(LineChartOutlinedSvg);

export const NAV_ICONS: Record<NavItem['to'], ComponentType> = {
  [ROUTE_PATHS.dashboard]: HomeOutlined,
  [ROUTE_PATHS.reminders]: BellOutlined,
  [ROUTE_PATHS.quotes]: CalculatorOutlined,
  [ROUTE_PATHS.policies]: FileProtectOutlined,
  [ROUTE_PATHS.marketTrends]: LineChartOutlined,
};
