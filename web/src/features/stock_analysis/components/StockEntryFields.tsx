import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { StockPicker } from '../../../components/StockPicker';
import { stockField, type Owns, type StockEntry, type StockFieldName } from '../lib/request-form';

type PositionKey = 'averagePrice' | 'quantity' | 'portfolioPercentage';

/**
 * One stock of the request: the stock, whether the client owns it, and then their position
 * (average price, quantity, share of the portfolio).
 */
export function StockEntryFields({
  index,
  entry,
  onChange,
  problem,
}: {
  index: number;
  entry: StockEntry;
  /** The changed values and the server field they belong to (its message is then cleared). */
  onChange: (next: Partial<StockEntry>, field: string) => void;
  problem: (field: string) => string | undefined;
}) {
  const { t } = useTranslation('stock_analysis');
  const field = (name: StockFieldName) => stockField(index, name);
  const ownsId = `stock-${index}-owns`;
  const ownsProblem = problem(field('owns_stock'));

  const positionField = (key: PositionKey, name: StockFieldName, label: string, inputMode: 'decimal' | 'numeric') => (
    <TextField
      label={label}
      value={entry[key]}
      onChange={(event) => onChange({ [key]: event.target.value }, field(name))}
      error={Boolean(problem(field(name)))}
      helperText={problem(field(name))}
      required
      slotProps={{ htmlInput: { inputMode, dir: 'ltr', 'data-testid': `stock-${index}-${name}` } }}
    />
  );

  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, display: 'grid', gap: 2, minWidth: 0 }} data-testid={`stock-entry-${index}`}>
      <StockPicker
        value={entry.stock}
        onChange={(stock) => onChange({ stock }, field('stock_id'))}
        error={problem(field('stock_id'))}
        label={t('form.stock', { number: index + 1 })}
        placeholder={t('form.stockSearch')}
        testId={`stock-${index}-picker`}
      />
      <FormControl error={Boolean(ownsProblem)}>
        <FormLabel id={ownsId}>{t('form.owns')}</FormLabel>
        <RadioGroup
          row
          aria-labelledby={ownsId}
          name={field('owns_stock')}
          value={entry.owns}
          onChange={(event) => onChange({ owns: event.target.value as Owns }, field('owns_stock'))}
        >
          <FormControlLabel
            value="yes"
            control={<Radio slotProps={{ input: { 'data-testid': `stock-${index}-owns-yes` } as object }} />}
            label={t('form.yes')}
          />
          <FormControlLabel value="no" control={<Radio slotProps={{ input: { 'data-testid': `stock-${index}-owns-no` } as object }} />} label={t('form.no')} />
        </RadioGroup>
        {ownsProblem && <FormHelperText>{ownsProblem}</FormHelperText>}
      </FormControl>
      {entry.owns === 'yes' && (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(3, minmax(0, 1fr))' } }}>
          {positionField('averagePrice', 'average_price', t('form.averagePrice'), 'decimal')}
          {positionField('quantity', 'quantity', t('form.quantity'), 'numeric')}
          {positionField('portfolioPercentage', 'portfolio_percentage', t('form.portfolioPercentage'), 'decimal')}
        </Box>
      )}
    </Paper>
  );
}
