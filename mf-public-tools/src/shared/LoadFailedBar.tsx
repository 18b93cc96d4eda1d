import { Button, MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { ArrowClockwise16Regular } from '@fluentui/react-icons/svg/arrow-clockwise';
import { useTranslation } from 'react-i18next';

export interface LoadFailedBarProps {
  /** What could not be loaded, in the page's words. */
  title: string;
  onRetry: () => void;
  retrying?: boolean;
}

/** A public page's record that failed to load, with Retry. */
export function LoadFailedBar({ title, onRetry, retrying = false }: LoadFailedBarProps) {
  const { t } = useTranslation();
  return (
    <MessageBar intent="error" layout="multiline">
      <MessageBarBody>
        <MessageBarTitle>{title}</MessageBarTitle>
        {t('messages.error_text')}
      </MessageBarBody>
      <MessageBarActions>
        <Button icon={<ArrowClockwise16Regular />} disabled={retrying} onClick={onRetry}>
          {t('area.common.retry')}
        </Button>
      </MessageBarActions>
    </MessageBar>
  );
}
