import { useTranslation } from 'react-i18next';
import { StockPicker } from '../../../components/StockPicker';
import type { PickedStock } from '../lib/ask-form';
import type { AskField, ChatInterval, ChatOption, ChatTerm } from '../types';
import { OptionToggle } from './OptionToggle';

/**
 * The question's options as the composer (`/chat`) and the test page (`/chat-test`) ask for them:
 * the stock (and the second stock of a comparison), the term and the interval. Each field shows
 * its own error from the form's errors (`useFormErrors` over `askFields`) and clears it when
 * changed; the page keeps the value and decides where and when each field is shown.
 */

/** What a field needs of the form's errors. */
export interface AskFieldErrors {
  fieldError: (field: AskField) => string | undefined;
  clearField: (field: AskField) => void;
}

interface FieldProps<V> {
  value: V;
  onChange: (value: V) => void;
  errors: AskFieldErrors;
  testId: string;
}

/** The stock the question is about, or with `compare` the second stock of a comparison. */
export function StockField({ value, onChange, errors, testId, compare = false }: FieldProps<PickedStock | null> & { compare?: boolean }) {
  const { t } = useTranslation('chat');
  const field = compare ? 'compare_stock_id' : 'stockid';
  return (
    <StockPicker
      value={value}
      onChange={(next) => {
        onChange(next);
        errors.clearField(field);
      }}
      label={compare ? t('compare.stock') : t('composer.stock')}
      placeholder={t('composer.stockSearch')}
      testId={testId}
      error={errors.fieldError(field)}
    />
  );
}

/** The investment term, among the server's terms. */
export function TermField({ options, value, onChange, errors, testId }: FieldProps<ChatTerm | null> & { options: ChatOption<ChatTerm>[] }) {
  const { t } = useTranslation('chat');
  return (
    <OptionToggle
      label={t('composer.term')}
      options={options}
      value={value}
      onChange={(next) => {
        onChange(next);
        errors.clearField('term');
      }}
      error={errors.fieldError('term')}
      testId={testId}
    />
  );
}

/** The chart interval of the technical analysis, among the server's intervals. */
export function IntervalField({ options, value, onChange, errors, testId }: FieldProps<ChatInterval | null> & { options: ChatOption<ChatInterval>[] }) {
  const { t } = useTranslation('chat');
  return (
    <OptionToggle
      label={t('composer.interval')}
      options={options}
      value={value}
      onChange={(next) => {
        onChange(next);
        errors.clearField('interval');
      }}
      error={errors.fieldError('interval')}
      testId={testId}
    />
  );
}
