import { useTranslation } from 'react-i18next';
import type { ChoiceField } from './application-form';

/** The words for a value of one of the form's choices; an unknown value is shown as it is. */
export function useChoiceLabel(): (field: ChoiceField, value: string) => string {
  const { t } = useTranslation('analysts');
  return (field, value) => {
    const labels = t(`choices.${field}`, { returnObjects: true }) as Record<string, string>;
    return labels[value] ?? value;
  };
}
