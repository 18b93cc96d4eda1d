import { useEffect } from 'react';
import type { ComponentType } from 'react';
import {
  Badge,
  Body1,
  Caption1,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Spinner,
  Subtitle1,
  Subtitle2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { Edit20Regular } from '@fluentui/react-icons/svg/edit';
import { QrCode20Regular } from '@fluentui/react-icons/svg/qr-code';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from '@coffee/field-toolkit/runtime';
import { loadRights, selectUserTypes, selectedMembership, useSessionStore } from '@coffee/api-client';
import { CountryMap } from '@coffee/field-toolkit/charts';
import { QrCodeField } from '@coffee/field-toolkit/widgets/QrCodeField';
import { BeanIcon } from '../../shared/icons';
import { RouteButton, RouteLink } from '../../shared/RouteLink';
import { SIGN_IN_PATH } from '../../shared/tools';
import { useBeanCardStyles } from '../../shared/beanCards';
import { LoadFailedBar } from '../../shared/LoadFailedBar';
import { ToolPage, ToolSection } from '../../shared/ToolPage';
import { BeanFacts } from './BeanFacts';
import { batchFacts, greenbeanFacts, originCountries, originFacts } from './beanDetails';
import { useBeanFormat } from './beanFormat';
import type { BeanPageConfig, BeanPageKind } from './beanPages';
import { BEAN_PAGES, beanLinks } from './beanPages';
import { NoteCount } from './NoteCount';
import { SerialForm } from './SerialForm';
import type { BeanAnswer } from './useBeanInfo';
import { useBeanInfo } from './useBeanInfo';

const useStyles = makeStyles({
  layout: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 2fr) minmax(16rem, 1fr)',
    gap: tokens.spacingHorizontalXL,
    alignItems: 'start',
    '@media (max-width: 1023.98px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  column: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL, minWidth: 0 },
  names: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  muted: { color: tokens.colorNeutralForeground2 },
  store: { margin: 0, color: tokens.colorNeutralForeground2 },
  description: { whiteSpace: 'pre-line' },
  beanHeader: {
    display: 'flex',
    alignItems: 'baseline',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalS,
  },
  actions: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalS },
});

/** The signed-in visitor's cafe memberships decide the register link; load them if the shell has not. */
function useVisitor() {
  const signedIn = useSessionStore((state) => state.status === 'signedIn');
  const userTypes = useSessionStore(selectUserTypes);
  const cafe = useSessionStore(selectedMembership('cafe'));
  useEffect(() => {
    if (signedIn) void loadRights(['cafe']);
  }, [signedIn]);
  return { signedIn, userTypes, cafe };
}

function BeanActions({ config, serial, answer }: { config: BeanPageConfig; serial: string; answer: BeanAnswer }) {
  const styles = useStyles();
  const { t } = useTranslation(undefined, { keyPrefix: 'area.bean' });
  const { signedIn, userTypes, cafe } = useVisitor();
  const links = beanLinks(config, serial, answer.info, userTypes, cafe);
  return (
    <ToolSection title={t('actions')}>
      <div className={styles.actions}>
        <NoteCount serial={serial} className={styles.muted} />
        {links.note && (
          <RouteButton to={links.note} appearance="primary" icon={<Edit20Regular />}>
            {t('writeNote')}
          </RouteButton>
        )}
        {links.register && (
          <RouteButton to={links.register} icon={<QrCode20Regular />}>
            {t('register')}
          </RouteButton>
        )}
        {!signedIn && (
          <Body1 className={styles.muted}>
            {t('signInForNote')} <RouteLink to={`/${SIGN_IN_PATH}`}>{t('signIn')}</RouteLink>
          </Body1>
        )}
      </div>
      <QrCodeField name="bean_page_qr" label={t('qr')} hint={t('qrHint')} mode="view" value={window.location.href} />
    </ToolSection>
  );
}

function BeanAnswerView({ kind, serial }: { kind: BeanPageKind; serial: string }) {
  const styles = useStyles();
  const cards = useBeanCardStyles();
  const { t } = useTranslation(undefined, { keyPrefix: 'area.bean' });
  const config = BEAN_PAGES[kind];
  const state = useBeanInfo(kind, serial);
  const format = useBeanFormat(config);

  if (state.status === 'loading') return <Spinner label={t('loading')} />;
  if (state.status === 'notFound' || state.status === 'notPublic')
    return (
      <MessageBar intent="warning" layout="multiline">
        <MessageBarBody>
          <MessageBarTitle>{t(state.status)}</MessageBarTitle>
          {t(`${state.status}Detail`, { serial })}
        </MessageBarBody>
      </MessageBar>
    );
  if (state.status === 'failed')
    return <LoadFailedBar title={t('failed')} onRetry={state.retry} retrying={state.retrying} />;

  const { info, greenbeans } = state.answer;
  const origin = originFacts(info, format, t);
  const batch = batchFacts(info, format, t);
  const countries = originCountries(info);
  const name = format.name(info, 'blending_name') ?? serial;
  const store = format.name(info, 'store_name');
  const description = typeof info.blending_desc === 'string' ? info.blending_desc : null;
  const limited = origin.every((fact) => fact.value === null) && greenbeans.length === 0;

  return (
    <div className={styles.layout}>
      <div className={styles.column}>
        <ToolSection title={name}>
          <div className={styles.names}>
            {store && (
              <Subtitle2 as="p" className={styles.store}>
                {t('storeBy', { store })}
              </Subtitle2>
            )}
            {typeof info.blending_single_origin === 'boolean' && (
              <Badge appearance="tint" color="brand">
                {t(info.blending_single_origin ? 'singleOrigin' : 'blend')}
              </Badge>
            )}
          </div>
          {description && <Body1 className={styles.description}>{description}</Body1>}
          {limited && <Caption1 className={styles.muted}>{t('limited')}</Caption1>}
        </ToolSection>
        {!limited && (
          <ToolSection title={t('origin')}>
            <BeanFacts facts={origin} />
            {countries.length > 0 && <CountryMap selected={countries} />}
          </ToolSection>
        )}
        {batch.some((fact) => fact.value !== null) && (
          <ToolSection title={t('roast')}>
            <BeanFacts facts={batch} />
          </ToolSection>
        )}
        {greenbeans.length > 0 && (
          <ToolSection title={t('greenbeans')}>
            <ul className={cards.beans} aria-label={t('greenbeanCount', { count: greenbeans.length })}>
              {greenbeans.map((row, index) => {
                const share = format.number('blending_percent', row.blending_percent);
                return (
                  <li key={String(row.greenbean_roaster_seq ?? index)} className={cards.bean}>
                    <div className={styles.beanHeader}>
                      <Subtitle1 as="h3">
                        {format.name(row, 'greenbean_name') ??
                          format.codes('greenbean_country_code', row.greenbean_country_code) ??
                          t('greenbeans')}
                      </Subtitle1>
                      {share !== null && (
                        <Badge
                          appearance="filled"
                          color="brand"
                          aria-label={`${t('labels.share')} ${t('share', { value: share })}`}
                        >
                          {t('share', { value: share })}
                        </Badge>
                      )}
                    </div>
                    <BeanFacts facts={greenbeanFacts(row, format, t)} />
                  </li>
                );
              })}
            </ul>
          </ToolSection>
        )}
      </div>
      <BeanActions config={config} serial={serial} answer={state.answer} />
    </div>
  );
}

/** A public bean page: the answer for the serial in the path (or `?serial=`), else a form to type one. */
export function BeanInfoPage({ kind }: { kind: BeanPageKind }) {
  const { t } = useTranslation(undefined, { keyPrefix: 'area.bean' });
  const { serial: pathSerial } = useParams();
  const [search] = useSearchParams();
  const serial = (pathSerial ?? search.get('serial') ?? '').trim();
  return (
    <ToolPage title={t(`kinds.${kind}.title`)} description={t(`kinds.${kind}.summary`)} icon={<BeanIcon size={56} />}>
      {serial ? (
        <BeanAnswerView key={`${kind}:${serial}`} kind={kind} serial={serial} />
      ) : (
        <ToolSection title={t('serial')}>
          <Body1>{t('enterSerial')}</Body1>
          <SerialForm kinds={[kind]} />
        </ToolSection>
      )}
    </ToolPage>
  );
}

/** The route component of one kind, for the area's page list. */
export function beanInfoPage(kind: BeanPageKind): ComponentType {
  function KindPage() {
    return <BeanInfoPage kind={kind} />;
  }
  KindPage.displayName = `BeanInfoPage(${kind})`;
  return KindPage;
}
