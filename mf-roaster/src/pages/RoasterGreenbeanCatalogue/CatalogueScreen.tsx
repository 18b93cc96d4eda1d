import {
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { findField } from '@coffee/domain';
import type { FieldDef } from '@coffee/domain';
import { useTranslation } from 'react-i18next';
import { useFieldOptions, useLocale } from '@coffee/field-toolkit/engine';
import { Link } from '@coffee/field-toolkit/runtime';
import { CATALOGUE_FIELD, addToOurBeansPath } from './catalogueFlow';
import { ROASTER_PAGES } from '../../../model';

const useStyles = makeStyles({
  root: { display: 'grid', gap: tokens.spacingVerticalM, minWidth: 0 },
  scroll: { overflowX: 'auto' },
  add: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, whiteSpace: 'nowrap' },
  // On a phone the name, country and the add link fit the width; the process is on the bean's form.
  wide: { '@media (max-width: 599px)': { display: 'none' } },
});

const codeField = (name: string): FieldDef =>
  findField(ROASTER_PAGES.RoasterGreenbeanDefault.entity, name) ??
  ({ name, type: 'string', input: 'select' } as FieldDef);
const COUNTRY = codeField('greenbean_country_code');
const PROCESS = codeField('greenbean_process');

/** Names of a code field's options by value. */
function useCodeNames(def: FieldDef): (value: unknown) => string {
  const { options } = useFieldOptions(def, {}, useLocale());
  const names = new Map(options.map((option) => [String(option.value), option.label]));
  return (value) => (value === null || value === undefined ? '' : (names.get(String(value)) ?? ''));
}

/**
 * The reference green bean catalogue, read-only for the roastery (behaviour §09-2.3): each bean by its name, origin
 * and process in the visitor's language order, with "add to our green beans", which opens the roastery's form filled
 * from the bean and goes on to its first lot.
 */
export function Screen() {
  const { t } = useTranslation();
  const styles = useStyles();
  const locale = useLocale();
  const catalogue = useFieldOptions(CATALOGUE_FIELD, {}, locale);
  const country = useCodeNames(COUNTRY);
  const process = useCodeNames(PROCESS);
  const beans = catalogue.options as ReadonlyArray<Record<string, unknown> & { value: string | number; label: string }>;
  const columns = ['greenbean_name', 'greenbean_country_code', 'greenbean_process'] as const;

  return (
    <div className={styles.root}>
      <h1>{t('pages.RoasterGreenbeanCatalogue')}</h1>
      <Text>{t('area.catalogue.hint')}</Text>
      <div className={styles.scroll}>
        <Table aria-label={t('pages.RoasterGreenbeanCatalogue')}>
          <TableHeader>
            <TableRow>
              {columns.map((field) => (
                <TableHeaderCell
                  key={field}
                  data-field={field}
                  className={field === 'greenbean_process' ? styles.wide : undefined}
                >
                  {t(`fields.${field}`)}
                </TableHeaderCell>
              ))}
              <TableHeaderCell>{t('area.catalogue.addColumn')}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody aria-busy={catalogue.loading}>
            {beans.map((bean) => (
              <TableRow key={String(bean.value)}>
                <TableCell data-field="greenbean_name">{bean.label}</TableCell>
                <TableCell data-field="greenbean_country_code">{country(bean.greenbean_country_code)}</TableCell>
                <TableCell data-field="greenbean_process" className={styles.wide}>
                  {process(bean.greenbean_process)}
                </TableCell>
                <TableCell>
                  <Link
                    className={styles.add}
                    to={addToOurBeansPath(bean)}
                    aria-label={t('area.catalogue.addNamed', { name: bean.label })}
                  >
                    <AddRegular aria-hidden />
                    {t('area.catalogue.add')}
                  </Link>
                </TableCell>
              </TableRow>
            ))}
            {!catalogue.loading && beans.length === 0 && (
              <TableRow>
                <TableCell colSpan={columns.length + 1}>{t('area.catalogue.empty')}</TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </div>
    </div>
  );
}
