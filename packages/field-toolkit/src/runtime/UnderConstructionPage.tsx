import { WrenchScrewdriver24Regular } from '@fluentui/react-icons/svg/wrench-screwdriver';
import { useTranslation } from 'react-i18next';
import { StatusPage } from './StatusPage';

/** The page of a route whose screen is not built yet. */
export function UnderConstructionPage({ title }: { title?: string }) {
  const { t } = useTranslation();
  return (
    <StatusPage
      icon={<WrenchScrewdriver24Regular />}
      title={title ?? t('messages.underconstruction')}
      text={t('messages.underconstruction_text')}
    />
  );
}
