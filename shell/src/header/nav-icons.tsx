import type { ComponentType } from 'react';
import HomeOutlined from '@ant-design/icons/HomeOutlined';
import BellOutlined from '@ant-design/icons/BellOutlined';
import CalculatorOutlined from '@ant-design/icons/CalculatorOutlined';
import FileProtectOutlined from '@ant-design/icons/FileProtectOutlined';
import LineChartOutlined from '@ant-design/icons/LineChartOutlined';

export const NAV_ICONS: Record<string, ComponentType> = {
  '/': HomeOutlined,
  '/reminders': BellOutlined,
  '/quotes': CalculatorOutlined,
  '/policies': FileProtectOutlined,
  '/market-trends': LineChartOutlined,
};
