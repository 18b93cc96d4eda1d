import { Field } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { CountryMap } from '@coffee/field-toolkit/charts';
import { useIsMobile } from '@coffee/field-toolkit/engine';

/** country_map: the record's country drawn on the world map (not stored). */
export function CountryMapField({ id }: { id: string }) {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  return (
    <Field label={t('fields.country_map')} style={{ gridColumn: '1 / -1' }}>
      <CountryMap selected={id ? [id] : []} mobile={mobile} />
    </Field>
  );
}
