import type { PageRights } from '@coffee/domain';
import { isRecordReference } from '@coffee/domain/pages';
import {
  Button,
  Input,
  Select,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  Toolbar,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { AddRegular, ArrowClockwiseRegular, ArrowDownloadRegular, SearchRegular } from '@fluentui/react-icons';
import { useEffect, useRef, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { holdWhileDrawing } from '@coffee/api-client';
import { Link, useNavigate } from '@coffee/field-toolkit/runtime';
import { resolveDialogText } from '@coffee/field-toolkit/dialogs';
import type { PageConfig } from '@coffee/field-toolkit/engine';
import { recordId, hasOptionList, PageHeading } from '@coffee/field-toolkit/engine';
import { cellText } from './cellText';
import { SEARCH_ALL } from './query';
import { useListController } from './useListController';
import type { ListController } from './useListController';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM },
  search: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'flex-end' },
  label: { display: 'flex', flexDirection: 'column', rowGap: '2px' },
  paging: { display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: '2px' },
  // Page tools (export ...) wrap onto a second line on a phone instead of widening the page.
  toolbar: { flexWrap: 'wrap', rowGap: tokens.spacingVerticalXS },
  rowLink: {
    color: tokens.colorBrandForegroundLink,
    textDecorationLine: 'none',
    ':hover': { textDecorationLine: 'underline', color: tokens.colorBrandForegroundLinkHover },
  },
});

export interface ListViewProps {
  page: PageConfig;
  rights?: PageRights;
  /** Page-specific tools added to the list's toolbar. */
  toolbar?: ReactNode;
  /** Called once, after the first answer's rows (or its no-data message) are drawn. */
  onShown?: () => void;
}

function SearchBar({ list }: { list: ListController }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const [draft, setDraft] = useState<Record<string, string>>(() => ({
    ...Object.fromEntries(list.searchFields.map(({ def, value }) => [def.name, value])),
    searchType: list.searchType || (list.titleSearchFields.length ? SEARCH_ALL : ''),
    searchTitle: list.searchTitle,
  }));
  const set = (name: string, value: string) => setDraft((current) => ({ ...current, [name]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    list.search(draft);
  };
  return (
    <form role="search" className={styles.search} onSubmit={submit}>
      {list.searchFields.map(({ def, options }) => (
        <label key={def.name} className={styles.label}>
          <Text size={200}>{t(`fields.${def.name}`)}</Text>
          {def.type === 'boolean' ? (
            <Select value={draft[def.name] ?? ''} onChange={(_, data) => set(def.name, data.value)}>
              <option value="">{t('widgets.searchAll')}</option>
              <option value="true">{t('widgets.yes')}</option>
              <option value="false">{t('widgets.no')}</option>
            </Select>
          ) : hasOptionList(def) ? (
            <Select value={draft[def.name] ?? ''} onChange={(_, data) => set(def.name, data.value)}>
              <option value="">{t('widgets.searchAll')}</option>
              {options.options.map((option) => (
                <option key={String(option.value)} value={String(option.value)}>
                  {option.label_str ?? option.label}
                </option>
              ))}
            </Select>
          ) : (
            <Input
              type={def.input === 'date' ? 'date' : undefined}
              value={draft[def.name] ?? ''}
              onChange={(_, data) => set(def.name, data.value)}
            />
          )}
        </label>
      ))}
      {list.titleSearchFields.length > 0 && (
        <>
          <label className={styles.label}>
            <Text size={200}>{t('widgets.searchType')}</Text>
            <Select value={draft.searchType ?? ''} onChange={(_, data) => set('searchType', data.value)}>
              <option value={SEARCH_ALL}>{t('widgets.searchAll')}</option>
              {list.titleSearchFields.map((name) => (
                <option key={name} value={name}>
                  {t(`fields.${name}`)}
                </option>
              ))}
            </Select>
          </label>
          <label className={styles.label}>
            <Text size={200}>{t('widgets.searchTitle')}</Text>
            <Input
              type="search"
              value={draft.searchTitle ?? ''}
              onChange={(_, data) => set('searchTitle', data.value)}
            />
          </label>
        </>
      )}
      <Button type="submit" icon={<SearchRegular />}>
        {t('widgets.search')}
      </Button>
    </form>
  );
}

function PagingBar({ list }: { list: ListController }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const { paging, page } = list;
  const step = (label: string, target: number | undefined) => (
    <Button
      appearance="subtle"
      size="small"
      disabled={target === undefined || target === page}
      onClick={() => target && list.setPage(target)}
    >
      {label}
    </Button>
  );
  return (
    <nav aria-label={t('widgets.paging')} className={styles.paging}>
      {step(`« ${t('widgets.first')}`, paging.first)}
      {step(`‹ ${t('widgets.previous')}`, paging.previous)}
      {paging.pages.map((number) => (
        <Button
          key={number}
          size="small"
          appearance={number === page ? 'primary' : 'subtle'}
          aria-current={number === page ? 'page' : undefined}
          aria-label={t('widgets.page', { page: number })}
          onClick={() => list.setPage(number)}
        >
          {number}
        </Button>
      ))}
      {step(`${t('widgets.next')} ›`, paging.next)}
      {step(`${t('widgets.last')} »`, paging.last)}
    </nav>
  );
}

/** The generic list screen; all behaviour lives in useListController. */
export function ListView({ page, rights, toolbar, onShown }: ListViewProps) {
  const { t, i18n } = useTranslation();
  const styles = useStyles();
  const list = useListController(page, rights);
  // Background work (the browser database's code) waits for the rows (behaviour §06-7).
  useEffect(() => (list.status === 'loading' ? holdWhileDrawing() : undefined), [list.status]);
  const shown = useRef(false);
  const settled = list.status === 'loaded' || list.status === 'empty';
  useEffect(() => {
    if (!settled || shown.current) return;
    shown.current = true;
    onShown?.();
  }, [settled, onShown]);
  const navigate = useNavigate();
  const Summary = page.list?.summary;
  if (list.status === 'noauth') return <Text role="alert">{t('widgets.noAuthority')}</Text>;

  const detailPath = (row: Record<string, unknown>) => {
    const id = recordId(page.entity, row);
    return page.list?.detailPath?.(row, id) ?? `${page.listPath}/${encodeURIComponent(id)}`;
  };
  return (
    <div className={styles.root}>
      <PageHeading page={page} />
      {Summary && <Summary />}
      <SearchBar list={list} />
      <Toolbar className={styles.toolbar} aria-label={t('widgets.results')}>
        {list.sortOptions.length > 0 && (
          <label className={styles.label}>
            <Text size={200}>{t('widgets.sort')}</Text>
            <Select value={list.sort} onChange={(_, data) => list.setSort(data.value)}>
              {list.sortOptions.map((option) => {
                const [, field = option, direction] = /^(.+)_order(asc|desc)$/.exec(option) ?? [];
                return (
                  <option key={option} value={option}>
                    {t(direction === 'asc' ? 'widgets.sortAsc' : 'widgets.sortDesc', { field: t(`fields.${field}`) })}
                  </option>
                );
              })}
            </Select>
          </label>
        )}
        <label className={styles.label}>
          <Text size={200}>{t('widgets.pageSize')}</Text>
          <Select value={String(list.pageSize)} onChange={(_, data) => list.setPageSize(Number(data.value))}>
            {list.pageSizes.map((size) => (
              <option key={size} value={String(size)}>
                {t('widgets.pageSizeOption', { count: size })}
              </option>
            ))}
          </Select>
        </label>
        <Button appearance="subtle" icon={<ArrowClockwiseRegular />} onClick={list.reload}>
          {t('widgets.reload')}
        </Button>
        {list.status === 'loaded' && (
          <Button appearance="subtle" icon={<ArrowDownloadRegular />} onClick={() => void list.exportCsv()}>
            {t('widgets.exportCsv')}
          </Button>
        )}
        {list.canWrite && (
          <Button
            appearance="primary"
            icon={<AddRegular />}
            onClick={() => navigate(page.list?.writePath ?? `${page.listPath}/write`)}
          >
            {t('widgets.write')}
          </Button>
        )}
        {toolbar}
      </Toolbar>
      <Table aria-label={t(`pages.${page.key}`, { defaultValue: page.key })} size={list.isMobile ? 'small' : 'medium'}>
        <TableHeader>
          <TableRow>
            {list.columns.map((column) => (
              <TableHeaderCell key={column.label} data-field={column.field}>
                {t(column.label)}
              </TableHeaderCell>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody aria-busy={list.status === 'loading'}>
          {list.status === 'loaded' ? (
            list.rows.map((row) => (
              <TableRow key={recordId(page.entity, row)}>
                {list.columns.map((column, index) => {
                  const value = list.cellValue(row, column.field);
                  const text = column.format
                    ? column.format(value, i18n.language, row)
                    : cellText(column.def, value, list.isMobile, i18n.language, [t('widgets.yes'), t('widgets.no')]);
                  return (
                    <TableCell
                      key={column.label}
                      data-field={column.field}
                      data-reference={isRecordReference(page.entity, column.def, column.field) || undefined}
                    >
                      {index === 0 ? (
                        <Link className={styles.rowLink} to={detailPath(row)}>
                          {text || recordId(page.entity, row)}
                        </Link>
                      ) : (
                        text
                      )}
                    </TableCell>
                  );
                })}
              </TableRow>
            ))
          ) : (
            <TableRow>
              <TableCell colSpan={Math.max(1, list.columns.length)}>
                {list.status === 'loading'
                  ? t('widgets.loading')
                  : resolveDialogText(t, list.emptyMessage ?? { key: 'messages.nodata_text' })}
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
      {list.status === 'loaded' && <PagingBar list={list} />}
    </div>
  );
}
