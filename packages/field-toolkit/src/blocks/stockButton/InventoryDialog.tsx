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
import { useTranslation } from 'react-i18next';
import { InventoryPanel } from '@coffee/field-toolkit/blocks/inventory';
import type { InventoryPanelProps } from '@coffee/field-toolkit/blocks/inventory';

const useStyles = makeStyles({ surface: { maxWidth: 'min(64rem, 100vw)', width: '100%' } });

export interface InventoryDialogProps extends Omit<InventoryPanelProps, 'headingLevel'> {
  open: boolean;
  onClose: () => void;
}

/** The stock panel in a modal dialog, closed by its button or Escape. */
export function InventoryDialog({ open, onClose, ...panel }: InventoryDialogProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <Dialog open={open} onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogContent>
            <InventoryPanel {...panel} headingLevel={2} />
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
