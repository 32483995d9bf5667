import { Button, Card, Space, Typography } from 'antd';

/** Downloads: plain links, so the browser saves the file the API names (Content-Disposition) with the session cookie. */
export function ExportCard() {
  return (
    <Card title={<span id="export-heading">Export your data</span>} aria-labelledby="export-heading" style={{ marginBottom: 16 }}>
      <Typography.Paragraph>
        Download a copy of everything Renewly holds about you: your profile, policies, reminders and their deliveries,
        quotes and notifications (JSON), or just your policies as a spreadsheet (CSV).
      </Typography.Paragraph>
      <Space wrap>
        <Button href="/api/account/export" download>
          Download all data (JSON)
        </Button>
        <Button href="/api/account/export/policies.csv" download>
          Download policies (CSV)
        </Button>
      </Space>
    </Card>
  );
}
