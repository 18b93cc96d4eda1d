import { Body1, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { BeansIcon, CupIcon, QrIcon, RadarIcon, RoasterIcon } from '../../shared/icons';
import { RouteLink } from '../../shared/RouteLink';
import { StaticCard, StaticCardHeader } from '../../shared/StaticCard';
import { ToolPage, ToolSection } from '../../shared/ToolPage';
import { TOOLS } from '../../shared/toolList';

const useStyles = makeStyles({
  list: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    margin: 0,
    paddingInlineStart: tokens.spacingHorizontalXL,
  },
  tools: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(20rem, 1fr))',
    gap: tokens.spacingHorizontalXL,
  },
  tool: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  toolTitle: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  areas: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(15rem, 1fr))',
    gap: tokens.spacingHorizontalL,
  },
  muted: { color: tokens.colorNeutralForeground2 },
  beanInfo: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalL },
});

const AREAS: ReadonlyArray<{ key: 'user' | 'cafe' | 'roaster' | 'quality'; Icon: ComponentType<{ size?: number }> }> = [
  { key: 'user', Icon: BeansIcon },
  { key: 'cafe', Icon: CupIcon },
  { key: 'roaster', Icon: RoasterIcon },
  { key: 'quality', Icon: RadarIcon },
];

function Steps({ items, ordered = false }: { items: readonly string[]; ordered?: boolean }) {
  const styles = useStyles();
  const List = ordered ? 'ol' : 'ul';
  return (
    <List className={styles.list}>
      {items.map((item) => (
        <li key={item}>
          <Body1>{item}</Body1>
        </li>
      ))}
    </List>
  );
}

/** info/guide: the menus, each free tool step by step, and the signed-in areas. */
export function GuidePage() {
  const styles = useStyles();
  const { t } = useTranslation();
  const list = (key: string) => t(`area.guide.${key}`, { returnObjects: true }) as unknown as string[];
  return (
    <ToolPage title={t('area.guide.title')} description={t('area.guide.lead')}>
      <ToolSection title={t('area.guide.layout.title')}>
        <Steps items={list('layout.points')} />
      </ToolSection>

      <ToolSection title={t('area.guide.tools.title')}>
        <div className={styles.tools}>
          {TOOLS.map(({ key, path, Icon }) => {
            const title = t(`area.common.tools.${key}.title`);
            return (
              <div key={key} className={styles.tool}>
                <div className={styles.toolTitle}>
                  <Icon size={36} />
                  <Subtitle2 as="h3">{title}</Subtitle2>
                </div>
                <Steps items={list(`tools.${key}`)} ordered />
                <RouteLink to={`/${path}`}>{t('area.common.openTool', { tool: title })}</RouteLink>
              </div>
            );
          })}
        </div>
      </ToolSection>

      <ToolSection title={t('area.guide.areas.title')}>
        <Body1 className={styles.muted}>{t('area.guide.areas.lead')}</Body1>
        <div className={styles.areas}>
          {AREAS.map(({ key, Icon }) => (
            <StaticCard key={key} appearance="filled-alternative">
              <StaticCardHeader
                image={<Icon size={40} />}
                header={<Subtitle2 as="h3">{t(`area.guide.areas.items.${key}.title`)}</Subtitle2>}
                description={<Body1 className={styles.muted}>{t(`area.guide.areas.items.${key}.text`)}</Body1>}
              />
            </StaticCard>
          ))}
        </div>
      </ToolSection>

      <ToolSection title={t('area.guide.beanInfo.title')}>
        <div className={styles.beanInfo}>
          <QrIcon size={56} />
          <Body1>{t('area.guide.beanInfo.text')}</Body1>
        </div>
      </ToolSection>
    </ToolPage>
  );
}
