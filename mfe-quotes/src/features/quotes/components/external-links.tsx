import { Card, Col, Row, Typography } from 'antd';
import { INSURER_LINKS, type ExternalLink } from '@renewly/shared-contracts/features/insurance-links';
import { COMPARISON_SITE_LINKS } from '../quote-links';

function LinkList({ links }: { links: readonly ExternalLink[] }) {
  return (
    <Row gutter={[8, 8]}>
      {links.map((l) => (
        <Col key={l.url} xs={12} md={8} lg={6}>
          <a href={l.url} target="_blank" rel="noopener noreferrer" data-testid="external-link">
            {l.name}
          </a>
        </Col>
      ))}
    </Row>
  );
}

/** The spec's list of 24 external comparison sites (§9), grouped into comparison sites and insurers' own sites. */
export function ExternalLinks() {
  const count = COMPARISON_SITE_LINKS.length + INSURER_LINKS.length;
  return (
    <Card title={`${count} external comparison sites`} data-testid="external-links">
      {/* Level 2 under the page's title (no skipped level), drawn at the size of antd's level 5. */}
      <Typography.Title level={2} style={{ fontSize: 16 }}>
        Comparison sites
      </Typography.Title>
      <LinkList links={COMPARISON_SITE_LINKS} />
      <Typography.Title level={2} style={{ marginTop: 16, fontSize: 16 }}>
        Insurers
      </Typography.Title>
      <LinkList links={INSURER_LINKS} />
    </Card>
  );
}
