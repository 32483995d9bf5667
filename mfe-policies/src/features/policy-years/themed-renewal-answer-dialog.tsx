// The lazily loaded renewal dialog with its own antd theme (the policies page's root has none).
import { AntdTheme } from '../../../../federation/antd-theme';
import { RenewalAnswerDialog, type RenewalAnswerDialogProps } from './renewal-answer-dialog';

export default function ThemedRenewalAnswerDialog(props: RenewalAnswerDialogProps) {
  return (
    <AntdTheme>
      <RenewalAnswerDialog {...props} />
    </AntdTheme>
  );
}
