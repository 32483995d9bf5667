import { Button, Result } from 'antd';
import { AntdTheme } from '../../../federation/antd-theme';
import { UNAVAILABLE_TEXT, unavailableTitle } from './fallback-words';

export interface RemoteFallbackProps {
  title: string;
  onRetry: () => void;
}

/** What a route shows when its remote cannot be loaded or crashed; the rest of the app keeps working. */
export default function RemoteFallback({ title, onRetry }: RemoteFallbackProps) {
  return (
    <div role="alert" data-testid="remote-fallback">
      <AntdTheme>
        <Result
          status="warning"
          // The page's level-1 heading while its remote is missing.
          title={<h1 style={{ font: 'inherit', color: 'inherit', margin: 0 }}>{unavailableTitle(title)}</h1>}
          subTitle={UNAVAILABLE_TEXT}
          extra={
            <Button type="primary" onClick={onRetry}>
              Retry
            </Button>
          }
        />
      </AntdTheme>
    </div>
  );
}
