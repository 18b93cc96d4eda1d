import { selectUserTypes, useSessionStore } from '@coffee/api-client';
import { AUDIENCES, hasUserType } from '@coffee/domain/pages';
import { useTranslation } from 'react-i18next';
import { FileUploadField } from '@coffee/field-toolkit/widgets/FileUploadField';
import type { FileUploadFieldProps } from '@coffee/field-toolkit/widgets/FileUploadField';

/** The roasting file upload: open to SADMIN, ADMIN, TESTER and PAID (behaviour §02-5); others see it disabled with why. */
export function UploadFormField(props: Omit<FileUploadFieldProps, 'disabledReason'>) {
  const { t } = useTranslation();
  const allowed = hasUserType(useSessionStore(selectUserTypes), AUDIENCES.upload);
  return <FileUploadField {...props} disabledReason={allowed ? undefined : t('widgets.uploadNotAllowed')} />;
}
