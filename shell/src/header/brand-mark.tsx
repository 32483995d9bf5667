import SafetyCertificateFilledSvg from '@ant-design/icons-svg/lib/asn/SafetyCertificateFilled';
import { svgIcon } from './svg-icon';

const SafetyCertificateFilled = svgIcon(SafetyCertificateFilledSvg);

export const BRAND_NAME = 'Renewly';

/** The logo and product name, used by the header and the auth screen. */
export function BrandMark({ size = 'normal' }: { size?: 'normal' | 'large' }) {
  const large = size === 'large';
  return (
    <span className="renewly-brand" style={{ fontSize: large ? 28 : 20 }}>
      <SafetyCertificateFilled aria-hidden style={{ color: 'var(--renewly-primary, #0f6e8c)' }} />
      <span>{BRAND_NAME}</span>
    </span>
  );
}
