import type { ReactNode } from 'react';
import { Card, Typography } from 'antd';

/** A card that is a named region of the page: its title is an h2 (the page's h1 comes first). */
export function SectionCard({ id, title, extra, children }: { id: string; title: string; extra?: ReactNode; children: ReactNode }) {
  const headingId = `${id}-heading`;
  return (
    <section aria-labelledby={headingId} data-testid={id} style={{ marginBottom: 16 }}>
      <Card
        title={
          <Typography.Title level={2} id={headingId} style={{ fontSize: 18, margin: 0 }}>
            {title}
          </Typography.Title>
        }
        extra={extra}
      >
        {children}
      </Card>
    </section>
  );
}
