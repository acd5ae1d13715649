import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import AddAlertOutlinedIcon from '@mui/icons-material/AddAlertOutlined';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { TOAST_DURATION_MS } from '../../../lib/constants';
import { rememberIntendedRoute } from '../../../lib/intended-route';
import type { LoginReason } from '../../../lib/login-reason';
import { useSession } from '../../../lib/session-context';
import { alertsPaths } from '../lib/paths';
import { AlertFormDialog } from './AlertFormDialog';

/** The stock a stock page shows, with its price of the moment (null without one). */
export interface AlertStockRef {
  id: number;
  symbol: string;
  name: string;
  price: number | null;
}

/**
 * The stock page's "create an alert" (the route table adds it while the alerts module runs): one
 * press opens the form on this stock with a level 5 % above its price, ready to save. A guest is
 * sent to sign in first, and comes back to the stock.
 */
export function StockAlertButton({ stock }: { stock: AlertStockRef }) {
  const { t } = useTranslation('alerts');
  const session = useSession();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState(false);

  const onClick = () => {
    if (session.isSignedIn) {
      setSaved(false);
      setOpen(true);
      return;
    }
    rememberIntendedRoute(alertsPaths.stock(stock.id));
    const why: LoginReason = { reason: 'signedIn' };
    navigate(alertsPaths.login, { state: why });
  };

  return (
    <>
      <Button variant="outlined" startIcon={<AddAlertOutlinedIcon />} onClick={onClick} data-testid="stock-alert-button" sx={{ whiteSpace: 'nowrap' }}>
        {t('stockButton.create')}
      </Button>
      {open && (
        <AlertFormDialog
          target={{ kind: 'new', stock: { id: stock.id, symbol: stock.symbol, name: stock.name }, price: stock.price }}
          onClose={() => setOpen(false)}
          onSaved={() => {
            setOpen(false);
            setSaved(true);
          }}
        />
      )}
      <Snackbar
        open={saved}
        autoHideDuration={TOAST_DURATION_MS}
        onClose={(_event, reason) => {
          if (reason !== 'clickaway') setSaved(false);
        }}
        // Snackbar places itself with CSS, which the RTL cache mirrors: 'right' lands at the end side.
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <Alert
          severity="success"
          variant="filled"
          onClose={() => setSaved(false)}
          data-testid="stock-alert-saved"
          sx={{ width: '100%', alignItems: 'center' }}
          action={
            <Button color="inherit" size="small" component={RouterLink} to={alertsPaths.alerts} data-testid="stock-alert-view">
              {t('stockButton.view')}
            </Button>
          }
        >
          {t('stockButton.saved')}
        </Alert>
      </Snackbar>
    </>
  );
}
