import { Suspense, useLayoutEffect, type ComponentType } from 'react';
import type { MenuProps } from 'antd';
import { Link } from 'react-router-dom';
import { displayName, initials, ROUTE_PATHS, type User } from '@renewly/shared-contracts';
import { firstAction, preloadForHeldTap } from '../../../federation/held-tap';
import { lazyWhenLoaded } from '../../../federation/lazy-when-loaded';
import { usePreloadWhenIdle } from '../../../federation/idle-preload';
import { useLogout } from '../auth/use-logout';
import { LazyDropdown, preloadDropdown } from './lazy-dropdown';
import { closeEarlyMenu, earlyDialog } from '../../../federation/early-dialog';

// The items' icons load with the menu (user-menu-icons.tsx); until then each keeps its 1em place.
const loadIcons = () => import('./user-menu-icons');
function lazyIcon(pick: (icons: Awaited<ReturnType<typeof loadIcons>>) => ComponentType) {
  const Icon = lazyWhenLoaded(() => loadIcons().then((icons) => ({ default: pick(icons) })));
  function MenuIcon() {
    return (
      <Suspense fallback={<span className="anticon" style={{ display: 'inline-block', width: '1em' }} />}>
        <Icon />
      </Suspense>
    );
  }
  return Object.assign(MenuIcon, { preload: Icon.preload });
}
const UserOutlined = lazyIcon((icons) => icons.UserOutlined);
const SettingOutlined = lazyIcon((icons) => icons.SettingOutlined);
const LogoutOutlined = lazyIcon((icons) => icons.LogoutOutlined);
const ICONS = [UserOutlined, SettingOutlined, LogoutOutlined];
const preloadIcons = () => ICONS.forEach((icon) => void icon.preload().catch(() => undefined));
// Issue 38: a tap on the menu held while the page starts fetches its code at once.
preloadForHeldTap({ 'user-menu': () => Promise.all([preloadDropdown(), ...ICONS.map((icon) => icon.preload())]) });

/** Spec §2: 56 units wide (Tailwind's w-56 = 14rem = 224 px). */
export const USER_MENU_WIDTH_PX = 224;

// Issue 38: the menu as plain markup (a popover), opened by the head script on a tap made before the shell's code has
// arrived: its links work as links, its Logout is pressed again once React has it. The real menu closes it as it shows.
const EARLY_USER_MENU = 'user-menu';

// Issue 48: the menu's items, listed once: antd's menu and its plain twin are both drawn from this list.
type MenuEntry = { key: 'profile' | 'settings' | 'logout'; label: string; to?: string; Icon: typeof UserOutlined } | 'divider';
const MENU: readonly MenuEntry[] = [
  { key: 'profile', label: 'Profile', to: ROUTE_PATHS.profile, Icon: UserOutlined },
  { key: 'settings', label: 'Settings', to: ROUTE_PATHS.settings, Icon: SettingOutlined },
  'divider',
  { key: 'logout', label: 'Logout', Icon: LogoutOutlined },
];

/** The name and username above the items, in both menus. */
function UserPanelHead({ name, username }: { name: string; username: string }) {
  return (
    <div className="renewly-user-panel-head">
      <div className="renewly-user-name">{name}</div>
      <div className="renewly-user-username">{username}</div>
    </div>
  );
}

function EarlyUserMenu({ name, username, onLogout }: { name: string; username: string; onLogout: () => void }) {
  return (
    <div popover="auto" {...{ 'data-early-dialog': EARLY_USER_MENU }} className="renewly-early-menu" style={{ width: USER_MENU_WIDTH_PX }}>
      <UserPanelHead name={name} username={username} />
      <ul role="menu" aria-label={`Account menu for ${name}`} className="renewly-early-menu-list">
        {MENU.map((entry, i) =>
          entry === 'divider' ? (
            <li key={`divider-${i}`} role="separator" className="renewly-early-menu-divider" />
          ) : (
            <li key={entry.key} role="none">
              {entry.to ? (
                <a role="menuitem" href={entry.to} className="renewly-early-menu-item">
                  {entry.label}
                </a>
              ) : (
                <button type="button" role="menuitem" className="renewly-early-menu-item" onClick={onLogout}>
                  {entry.label}
                </button>
              )}
            </li>
          ),
        )}
      </ul>
    </div>
  );
}

/** In the real menu: the plain one goes as it shows. */
function EarlyMenuTakenOver() {
  useLayoutEffect(() => closeEarlyMenu(EARLY_USER_MENU), []);
  return null;
}

export function UserMenu({ user }: { user: User }) {
  const logout = useLogout();
  const name = displayName(user);
  // Issue 38: the items' icons, ready before antd's menu is drawn (its plain menu answers the first tap).
  usePreloadWhenIdle(...ICONS);
  const items: MenuProps['items'] = MENU.map((entry) =>
    entry === 'divider'
      ? { type: 'divider' as const }
      : {
          key: entry.key,
          icon: <entry.Icon />,
          label: entry.to ? <Link to={entry.to}>{entry.label}</Link> : entry.label,
          disabled: entry.key === 'logout' && logout.isPending,
        },
  );
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'logout') logout.mutate();
  };

  return (
    <>
    <LazyDropdown
      preload={preloadIcons}
      earlyMenu={EARLY_USER_MENU}
      trigger={['click']}
      placement="bottomRight"
      // The open menu stays inside the header's banner landmark (axe 'region'), not loose at the end of the body.
      getPopupContainer={(trigger) => trigger.parentElement ?? document.body}
      menu={{ items, onClick }}
      popupRender={(menu) => (
        <div className="renewly-user-panel" style={{ width: USER_MENU_WIDTH_PX }}>
          <EarlyMenuTakenOver />
          <UserPanelHead name={name} username={user.username} />
          {menu}
        </div>
      )}
    >
      {/* The name begins with the initials shown (WCAG 2.5.3, label in name). */}
      <button
        type="button"
        className="renewly-avatar-button"
        {...firstAction('user-menu')}
        {...earlyDialog(EARLY_USER_MENU)}
        aria-label={`${initials(user)}, account menu for ${name}`}
      >
        <span className="renewly-avatar">{initials(user)}</span>
      </button>
    </LazyDropdown>
    <EarlyUserMenu name={name} username={user.username} onLogout={() => logout.mutate()} />
    </>
  );
}
