import { Body1, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowRight16Regular } from '@fluentui/react-icons/svg/arrow-right';
import { useTranslation } from 'react-i18next';
import { RouteLink } from './RouteLink';
import { StaticCard, StaticCardFooter, StaticCardHeader } from './StaticCard';
import { TOOLS } from './toolList';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(15rem, 1fr))',
    gap: tokens.spacingHorizontalL,
    listStyleType: 'none',
    margin: 0,
    padding: 0,
  },
  card: { height: '100%' },
  summary: { color: tokens.colorNeutralForeground2 },
  link: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
});

/** The four free tools as cards, each linking to its page. */
export function ToolCards({ headingLevel = 'h3' }: { headingLevel?: 'h2' | 'h3' }) {
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <ul className={styles.grid}>
      {TOOLS.map(({ key, path, Icon }) => {
        const title = t(`area.common.tools.${key}.title`);
        return (
          <li key={key}>
            <StaticCard className={styles.card}>
              <StaticCardHeader image={<Icon size={48} />} header={<Subtitle2 as={headingLevel}>{title}</Subtitle2>} />
              <Body1 className={styles.summary}>{t(`area.common.tools.${key}.summary`)}</Body1>
              <StaticCardFooter>
                <RouteLink to={`/${path}`} className={styles.link}>
                  {t('area.common.openTool', { tool: title })}
                  <ArrowRight16Regular aria-hidden />
                </RouteLink>
              </StaticCardFooter>
            </StaticCard>
          </li>
        );
      })}
    </ul>
  );
}
