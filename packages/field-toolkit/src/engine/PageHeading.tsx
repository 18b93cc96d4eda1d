import { makeStyles } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { PageConfig } from './config';

const useStyles = makeStyles({
  // Read by screen readers and used for heading navigation; the selected tab already shows the title on screen.
  hidden: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    margin: '-1px',
    padding: 0,
    overflow: 'hidden',
    clipPath: 'inset(50%)',
    whiteSpace: 'nowrap',
    border: 0,
  },
});

/** The page's title as its level-one heading. */
export function PageHeading({ page }: { page: PageConfig }) {
  const { t } = useTranslation();
  // Focusable by script: a finished save returns focus here.
  return (
    <h1 tabIndex={-1} className={useStyles().hidden}>
      {t(`pages.${page.key}`, { defaultValue: page.key })}
    </h1>
  );
}
