import { useId } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { Body1, Caption1, Subtitle1, Subtitle2, Title1, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowRight20Regular } from '@fluentui/react-icons/svg/arrow-right';
import { Checkmark16Regular } from '@fluentui/react-icons/svg/checkmark';
import { PersonCircle20Regular } from '@fluentui/react-icons/svg/person-circle';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '@coffee/api-client';
import { BeansIcon, CupIcon, RoastCurveIcon, RoasterIcon, WheelIcon } from '../../shared/icons';
import { RouteButton } from '../../shared/RouteLink';
import { StaticCard, StaticCardHeader } from '../../shared/StaticCard';
import { ToolCards } from '../../shared/ToolCards';
import { INFO_PATHS, SIGN_IN_PATH, TOOL_PATHS } from '../../shared/tools';

const MOBILE = '@media (max-width: 767.98px)';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXXL,
    maxWidth: '80rem',
    marginInline: 'auto',
    padding: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalL}`,
    [MOBILE]: { gap: tokens.spacingVerticalXXL, padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalS}` },
  },
  hero: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXXXL,
    padding: tokens.spacingHorizontalXXXL,
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorBrandBackground2,
    [MOBILE]: {
      gridTemplateColumns: 'minmax(0, 1fr)',
      padding: tokens.spacingHorizontalL,
      gap: tokens.spacingVerticalL,
    },
  },
  heroText: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalM },
  // On the hero's brand background: the darker brand and neutral foregrounds keep 4.5:1 in both themes.
  eyebrow: { color: tokens.colorBrandForeground2, fontWeight: tokens.fontWeightSemibold },
  lead: { color: tokens.colorNeutralForeground2, maxWidth: '40rem' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  demo: { color: tokens.colorNeutralForeground2 },
  art: {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, auto)',
    justifyContent: 'center',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXL,
    [MOBILE]: { display: 'none' },
  },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  sectionLead: { color: tokens.colorNeutralForeground2 },
  audiences: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))',
    gap: tokens.spacingHorizontalL,
  },
  points: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    margin: 0,
    paddingInlineStart: 0,
    listStyleType: 'none',
  },
  point: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-start' },
  check: { flexShrink: 0, marginTop: '2px', color: tokens.colorBrandForeground1 },
  band: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)',
    gap: tokens.spacingHorizontalXXL,
    alignItems: 'center',
    padding: tokens.spacingHorizontalXXL,
    borderRadius: tokens.borderRadiusXLarge,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    [MOBILE]: { gridTemplateColumns: 'minmax(0, 1fr)', padding: tokens.spacingHorizontalL },
  },
  bandAside: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalM },
});

function Points({ items }: { items: readonly string[] }) {
  const styles = useStyles();
  return (
    <ul className={styles.points}>
      {items.map((item) => (
        <li key={item} className={styles.point}>
          <Checkmark16Regular className={styles.check} aria-hidden />
          <Body1>{item}</Body1>
        </li>
      ))}
    </ul>
  );
}

function Section({ title, lead, children }: { title: string; lead?: string; children: ReactNode }) {
  const styles = useStyles();
  const id = useId();
  return (
    <section aria-labelledby={id} className={styles.section}>
      <Title2 as="h2" id={id}>
        {title}
      </Title2>
      {lead && <Body1 className={styles.sectionLead}>{lead}</Body1>}
      {children}
    </section>
  );
}

function GuideLink() {
  const { t } = useTranslation(undefined, { keyPrefix: 'area.intro' });
  return (
    <RouteButton to={`/${INFO_PATHS.guide}`} icon={<ArrowRight20Regular />}>
      {t('guide.link')}
    </RouteButton>
  );
}

const AUDIENCES: ReadonlyArray<{ key: 'roaster' | 'cafe' | 'lover'; Icon: ComponentType<{ size?: number }> }> = [
  { key: 'roaster', Icon: RoasterIcon },
  { key: 'cafe', Icon: CupIcon },
  { key: 'lover', Icon: BeansIcon },
];

/** info/intro: the product for guests, what signing in adds, and the free tools. */
export function IntroPage() {
  const styles = useStyles();
  const { t } = useTranslation(undefined, { keyPrefix: 'area.intro' });
  const list = (key: string) => t(key, { returnObjects: true }) as unknown as string[];
  const titleId = useId();
  const signedIn = useSessionStore((state) => state.status === 'signedIn');
  return (
    <article aria-labelledby={titleId} className={styles.root}>
      <header className={styles.hero}>
        <div className={styles.heroText}>
          <Caption1 className={styles.eyebrow}>{t('eyebrow')}</Caption1>
          <Title1 as="h1" id={titleId}>
            {t('title')}
          </Title1>
          <Subtitle1 as="p" className={styles.lead}>
            {t('lead')}
          </Subtitle1>
          <div className={styles.actions}>
            <RouteButton
              to={`/${TOOL_PATHS.flavorWheel}`}
              appearance="primary"
              size="large"
              icon={<ArrowRight20Regular />}
            >
              {t('tryWheel')}
            </RouteButton>
            {!signedIn && (
              <RouteButton to={`/${SIGN_IN_PATH}`} size="large" icon={<PersonCircle20Regular />}>
                {t('signIn')}
              </RouteButton>
            )}
          </div>
          <Caption1 className={styles.demo}>{t('demo')}</Caption1>
        </div>
        <div className={styles.art}>
          <WheelIcon size={128} />
          <RoastCurveIcon size={112} />
          <BeansIcon size={96} />
          <CupIcon size={104} />
        </div>
      </header>

      <Section title={t('audiences.title')}>
        <div className={styles.audiences}>
          {AUDIENCES.map(({ key, Icon }) => (
            <StaticCard key={key}>
              <StaticCardHeader
                image={<Icon size={48} />}
                header={<Subtitle2 as="h3">{t(`audiences.${key}.title`)}</Subtitle2>}
              />
              <Points items={list(`audiences.${key}.points`)} />
            </StaticCard>
          ))}
        </div>
      </Section>

      <Section title={t('tools.title')} lead={t('tools.lead')}>
        <ToolCards />
      </Section>

      {signedIn ? (
        <Section title={t('guide.title')} lead={t('guide.lead')}>
          <GuideLink />
        </Section>
      ) : (
        <Section title={t('signInSection.title')} lead={t('signInSection.lead')}>
          <div className={styles.band}>
            <Points items={list('signInSection.points')} />
            <div className={styles.bandAside}>
              <RouteButton to={`/${SIGN_IN_PATH}`} appearance="primary" icon={<PersonCircle20Regular />}>
                {t('signIn')}
              </RouteButton>
              <Subtitle2 as="p">{t('guide.title')}</Subtitle2>
              <Body1 className={styles.sectionLead}>{t('guide.lead')}</Body1>
              <GuideLink />
            </div>
          </div>
        </Section>
      )}
    </article>
  );
}
