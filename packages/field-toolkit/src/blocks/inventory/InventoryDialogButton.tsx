import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTrigger,
  makeStyles,
} from '@fluentui/react-components';
import { BoxMultipleRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { InventoryPanel } from './InventoryPanel';
import type { InventoryPanelProps } from './InventoryPanel';

const useStyles = makeStyles({ surface: { maxWidth: 'min(64rem, 100vw)', width: '100%' } });

/** A list toolbar button opening the stock of the list's items with their movements and corrections. */
export function InventoryDialogButton(props: Omit<InventoryPanelProps, 'headingLevel'>) {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <Dialog>
      <DialogTrigger disableButtonEnhancement>
        <Button appearance="subtle" icon={<BoxMultipleRegular />}>
          {t('blocks.inventory.stockButton')}
        </Button>
      </DialogTrigger>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogContent>
            <InventoryPanel {...props} headingLevel={2} />
          </DialogContent>
          <DialogActions>
            <DialogTrigger disableButtonEnhancement>
              <Button appearance="secondary">{t('blocks.inventory.close')}</Button>
            </DialogTrigger>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
