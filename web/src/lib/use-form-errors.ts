import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from './api-error';
import { collectErrors, type ValidationKey } from './validation';

/**
 * Errors of one form: client checks (spec §5) first, then the server's per-field messages under
 * the same field names as the API. A server error that names none of the form's fields (wrong
 * credentials, throttling, an expired link) becomes the form-level message. A feature whose
 * checks have their own wording passes its message keys as `K` and how to say them.
 */
export function useFormErrors<F extends string, K extends string = ValidationKey>(fields: readonly F[], say?: (key: K) => string) {
  const { t } = useTranslation();
  const [clientErrors, setClientErrors] = useState<Partial<Record<F, K>>>({});
  const [serverError, setServerError] = useState<unknown>(null);

  const validate = useCallback((checks: Record<F, K | null>): boolean => {
    const errors = collectErrors<F, K>(checks);
    setClientErrors(errors);
    setServerError(null);
    return Object.keys(errors).length === 0;
  }, []);

  const fieldError = (field: F): string | undefined => {
    const key = clientErrors[field];
    if (key) return say ? say(key) : t(key as ValidationKey);
    return isApiError(serverError) ? serverError.fieldError(field) : undefined;
  };

  /** Typing in a field clears its stale message. */
  const clearField = (field: F) => {
    setClientErrors((errors) => {
      if (!errors[field]) return errors;
      const next = { ...errors };
      delete next[field];
      return next;
    });
  };

  let formError: string | null = null;
  if (serverError) {
    const namesAField = isApiError(serverError) && fields.some((field) => serverError.fieldError(field));
    if (!namesAField) {
      if (!isApiError(serverError)) formError = t('errors.unknown');
      else if (serverError.retryAfterSeconds) {
        formError = `${serverError.message} ${t('errors.retryAfter', { count: serverError.retryAfterSeconds })}`;
      } else formError = serverError.message;
    }
  }

  const reset = useCallback(() => {
    setClientErrors({});
    setServerError(null);
  }, []);

  return { validate, fieldError, clearField, setServerError, formError, reset };
}
