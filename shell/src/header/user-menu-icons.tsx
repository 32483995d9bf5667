// The user menu's item icons: drawn only in the open menu, so they load with it (on the first hover, focus or click of
// the avatar), not with every page.
import LogoutOutlinedSvg from '@ant-design/icons-svg/lib/asn/LogoutOutlined';
import SettingOutlinedSvg from '@ant-design/icons-svg/lib/asn/SettingOutlined';
import UserOutlinedSvg from '@ant-design/icons-svg/lib/asn/UserOutlined';
import { svgIcon } from './svg-icon';

export const UserOutlined = svgIcon(UserOutlinedSvg);
export const SettingOutlined = svgIcon(SettingOutlinedSvg);
export const LogoutOutlined = svgIcon(LogoutOutlinedSvg);
