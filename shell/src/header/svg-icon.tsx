import type { CSSProperties } from 'react';
import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/lib/types';

export interface SvgIconProps {
  style?: CSSProperties;
  className?: string;
  'aria-hidden'?: boolean;
}

/**
 * Draws an antd icon (same SVG, same 1em box as @ant-design/icons) without @ant-design/icons' runtime (its colour
 * helpers and style injection): these icons are on every first load (page weight).
 */
export function svgIcon(definition: IconDefinition) {
  const node: AbstractNode = typeof definition.icon === 'function' ? definition.icon('currentColor', '#e6f4ff') : definition.icon;
  const { attrs, children = [] } = node;
  function SvgIcon({ style, className, 'aria-hidden': ariaHidden }: SvgIconProps) {
    return (
      <span
        role={ariaHidden ? undefined : 'img'}
        aria-label={ariaHidden ? undefined : definition.name}
        aria-hidden={ariaHidden || undefined}
        className={`anticon anticon-${definition.name}${className ? ` ${className}` : ''}`}
        style={{ display: 'inline-flex', alignItems: 'center', lineHeight: 0, verticalAlign: '-0.125em', ...style }}
      >
        <svg viewBox={attrs.viewBox} width="1em" height="1em" fill="currentColor" aria-hidden="true" focusable="false">
          {children.map((child, index) => (
            <path key={index} d={child.attrs.d} fill={child.attrs.fill} fillRule={child.attrs['fill-rule'] as 'evenodd' | undefined} />
          ))}
        </svg>
      </span>
    );
  }
  SvgIcon.displayName = `SvgIcon(${definition.name})`;
  return SvgIcon;
}
