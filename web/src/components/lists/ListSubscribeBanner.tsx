import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { useListCheckout } from '../../shared-api/list-checkout';

interface ListSubscribeBannerProps {
  listType: 'rating' | 'opinion';
  listId: number;
  /** Whether to ask where to subscribe (the button shows once that is known). */
  enabled: boolean;
  /** The banner's `data-testid`. */
  testId: string;
  /** The invitation, and the button's word, in the feature's words. */
  labels: { hint: string; subscribe: string };
}

/** The invitation to subscribe to an analyst's list, shown to a reader who has not, with the way to its checkout. */
export function ListSubscribeBanner({ listType, listId, enabled, testId, labels }: ListSubscribeBannerProps) {
  const checkout = useListCheckout(listType, listId, enabled);
  return (
    <Alert
      severity="info"
      data-testid={testId}
      action={
        checkout.data ? (
          <Button color="inherit" size="small" component={RouterLink} to={checkout.data}>
            {labels.subscribe}
          </Button>
        ) : undefined
      }
    >
      {labels.hint}
    </Alert>
  );
}
