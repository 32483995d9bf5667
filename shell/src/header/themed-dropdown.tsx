import { Dropdown, type DropdownProps } from 'antd';
import { AntdTheme } from '../../../federation/antd-theme';

/** antd's Dropdown with the brand theme: loaded on the first hover, focus or click of a header menu trigger. */
export default function ThemedDropdown(props: DropdownProps) {
  return (
    <AntdTheme>
      <Dropdown {...props} />
    </AntdTheme>
  );
}
