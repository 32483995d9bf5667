import type { MenuProps } from 'antd';
import { Link } from 'react-router-dom';
import LogoutOutlinedSvg from '@ant-design/icons-svg/lib/asn/LogoutOutlined';
import SettingOutlinedSvg from '@ant-design/icons-svg/lib/asn/SettingOutlined';
import UserOutlinedSvg from '@ant-design/icons-svg/lib/asn/UserOutlined';
import { displayName, initials, ROUTE_PATHS, type User } from '@renewly/shared-contracts';
import { useLogout } from '../auth/use-logout';
import { LazyDropdown } from './lazy-dropdown';
import { svgIcon } from './svg-icon';

const UserOutlined = svgIcon(UserOutlinedSvg);
const SettingOutlined = svgIcon(SettingOutlinedSvg);
const LogoutOutlined = svgIcon(LogoutOutlinedSvg);

/** Spec §2: 56 units wide (Tailwind's w-56 = 14rem = 224 px). */
export const USER_MENU_WIDTH_PX = 224;

export function UserMenu({ user }: { user: User }) {
  const logout = useLogout();
  const name = displayName(user);
  const items: MenuProps['items'] = [
    { key: 'profile', icon: <UserOutlined />, label: <Link to={ROUTE_PATHS.profile}>Profile</Link> },
    { key: 'settings', icon: <SettingOutlined />, label: <Link to={ROUTE_PATHS.settings}>Settings</Link> },
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: 'Logout', disabled: logout.isPending },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'logout') logout.mutate();
  };

  return (
    <LazyDropdown
      trigger={['click']}
      placement="bottomRight"
      // The open menu stays inside the header's banner landmark (axe 'region'), not loose at the end of the body.
      getPopupContainer={(trigger) => trigger.parentElement ?? document.body}
      menu={{ items, onClick }}
      popupRender={(menu) => (
        <div className="renewly-user-panel" style={{ width: USER_MENU_WIDTH_PX }}>
          <div className="renewly-user-panel-head">
            <div className="renewly-user-name">{name}</div>
            <div className="renewly-user-username">{user.username}</div>
          </div>
          {menu}
        </div>
      )}
    >
      {/* The name begins with the initials shown (WCAG 2.5.3, label in name). */}
      <button type="button" className="renewly-avatar-button" aria-label={`${initials(user)}, account menu for ${name}`}>
        <span className="renewly-avatar">{initials(user)}</span>
      </button>
    </LazyDropdown>
  );
}
