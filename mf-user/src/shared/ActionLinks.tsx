import { Button } from '@fluentui/react-components';
import type { ButtonProps } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { BEAN_SERIAL_PAGES, pagePath, publicBeanUrl } from '@coffee/domain';
import { useNavigate, usePreferences } from '@coffee/field-toolkit/runtime';
import { isSerialType } from './serial';
import { USER_PAGES } from '../../model';

/** A button that opens another page of this area. */
function AreaLink({ to, children, ...props }: { to: string } & Pick<ButtonProps, 'icon' | 'children'>) {
  const navigate = useNavigate();
  return (
    <Button {...props} onClick={() => navigate(to)}>
      {children}
    </Button>
  );
}

/** "Record a brew": a new brewing record, filled from the setting when one is given. */
export function RecordBrewLink({ setting }: { setting?: unknown }) {
  const { t } = useTranslation();
  const query = typeof setting === 'number' || typeof setting === 'string' ? `?brewing_seq=${setting}` : '';
  return <AreaLink to={`${pagePath(USER_PAGES.UserBrewingResult)}/write${query}`}>{t('area.brew.record')}</AreaLink>;
}

/** The public page of the bean a note was written on, from its serial and serial type. */
export function BeanPageLink({ type, serial }: { type: unknown; serial: unknown }) {
  const { t } = useTranslation();
  const locale = usePreferences((state) => state.locale);
  if (!isSerialType(type) || typeof serial !== 'string' || serial === '') return null;
  return (
    <Button as="a" href={publicBeanUrl(BEAN_SERIAL_PAGES[type], serial, { locale })}>
      {t('area.note.beanPage')}
    </Button>
  );
}
