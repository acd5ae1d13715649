import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

const known = ['TASI', 'TASI_EW', 'NOMUC', 'SPX'] as const;

/** A benchmark index's name by its code, or the code itself for one we do not name. */
export function useBenchmarkName(): (code: string) => string {
  const { t } = useTranslation('ratings');
  return useCallback(
    (code: string) => ((known as readonly string[]).includes(code) ? t(`performance.benchmark.${code as (typeof known)[number]}`) : code),
    [t],
  );
}
