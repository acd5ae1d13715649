import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { StockPicker } from '../../../components/StockPicker';
import type { PickedStock } from '../lib/ask-form';
import { stockLabel } from '../../../lib/format';

/** Question 3: picks the second stock, then asks (the dialog stays open while sending and on its errors). */
export function CompareDialog({
  stock,
  initial,
  error,
  sending,
  onClose,
  onCompare,
}: {
  stock: PickedStock | null;
  initial: PickedStock | null;
  error?: string;
  sending: boolean;
  onClose: () => void;
  onCompare: (other: PickedStock | null) => void;
}) {
  const { t } = useTranslation('chat');
  const [other, setOther] = useState<PickedStock | null>(initial);
  return (
    <Dialog open onClose={sending ? undefined : onClose} fullWidth maxWidth="sm" data-testid="chat-compare-dialog">
      <DialogTitle>{t('compare.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {stock && <Typography color="text.secondary">{t('compare.hint', { name: stockLabel(stock) })}</Typography>}
          <StockPicker
            value={other}
            onChange={setOther}
            label={t('compare.stock')}
            placeholder={t('composer.stockSearch')}
            testId="chat-compare-stock"
            error={error}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={sending}>
          {t('compare.cancel')}
        </Button>
        <Button variant="contained" onClick={() => onCompare(other)} disabled={sending} data-testid="chat-compare-send">
          {t('compare.send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
