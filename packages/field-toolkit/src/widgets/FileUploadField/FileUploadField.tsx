import { useId, useRef } from 'react';
import { Button, Input, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowUploadRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { WidgetField } from '../shared';
import type { FileUploadFieldProps, UploadStatus } from './FileUploadField.types';
import { useFileUpload } from './useFileUploadField';

const useStyles = makeStyles({
  wrap: { display: 'flex', flexDirection: 'column', rowGap: '4px', alignItems: 'flex-start' },
  hidden: { display: 'none' },
  error: { color: tokens.colorPaletteRedForeground1 },
  warning: { color: tokens.colorPaletteDarkOrangeForeground1 },
  success: { color: tokens.colorPaletteGreenForeground1 },
  info: {},
});

const STATUS_MESSAGES: Partial<
  Record<UploadStatus, { key: string; intent: 'error' | 'warning' | 'success' | 'info' }>
> = {
  rejected: { key: 'messages.not_checked_file_label', intent: 'error' },
  underconstruction: { key: 'messages.underconstruction', intent: 'warning' },
  uploading: { key: 'widgets.uploading', intent: 'info' },
  done: { key: 'messages.upload_done', intent: 'success' },
  failed: { key: 'messages.error_text', intent: 'error' },
};

export function FileUploadField({
  name,
  label,
  mode,
  value,
  disabled,
  error,
  hint,
  onUpload,
  required,
  disabledReason,
  readsJson,
  readsSpreadsheets,
}: FileUploadFieldProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const { status, fileName, failure, handleFiles } = useFileUpload(onUpload, readsJson, readsSpreadsheets);
  const message = STATUS_MESSAGES[status];
  const blocked = disabled === true || disabledReason !== undefined;

  if (mode !== 'edit') {
    return (
      <WidgetField name={name} label={label} mode={mode} hint={hint}>
        <Input name={name} readOnly appearance="underline" value={value ?? ''} />
      </WidgetField>
    );
  }
  return (
    <WidgetField name={name} label={label} mode={mode} required={required} error={error} hint={disabledReason ?? hint}>
      <div className={styles.wrap}>
        <input
          ref={inputRef}
          id={inputId}
          className={styles.hidden}
          type="file"
          accept={`.csv,.json,.alog,text/csv,application/json${readsSpreadsheets ? ',.xls,.xlsx' : ''}`}
          aria-label={label}
          disabled={blocked}
          onChange={(event) => {
            if (!blocked) void handleFiles(event.currentTarget.files);
            event.currentTarget.value = '';
          }}
        />
        <Button
          icon={<ArrowUploadRegular />}
          disabled={blocked || status === 'uploading'}
          onClick={() => inputRef.current?.click()}
        >
          {fileName ?? (value || t('widgets.chooseFile'))}
        </Button>
        {message && (
          <Text role={message.intent === 'error' ? 'alert' : 'status'} className={styles[message.intent]}>
            {status === 'failed' && failure !== null ? t(failure) : t(message.key)}
          </Text>
        )}
      </div>
    </WidgetField>
  );
}
