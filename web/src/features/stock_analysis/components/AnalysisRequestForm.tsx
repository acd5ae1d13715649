import { useRef, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { FormAlert } from '../../../components/FormAlert';
import { SectionCard } from '../../../components/SectionCard';
import { formatSar } from '../../../lib/format';
import { setAnalysisPaymentFlag } from '../../../lib/session-flags';
import { useFormErrors } from '../../../lib/use-form-errors';
import { useCreateAnalysisRequest } from '../api/create-request';
import { choosePackagePath, myDocumentsPath, paymentPathOf } from '../lib/paths';
import {
  checkRequestForm,
  emptyRequestForm,
  EXTRA_INFO_MAX,
  isAnalysisKind,
  leadingProblem,
  NAME_MAX,
  requestFormFields,
  toRequestBody,
  type KnownContact,
  type RequestFormError,
  type RequestFormValues,
  type StockEntry,
} from '../lib/request-form';
import type { PackageTypes } from '../types';
import { StockEntryFields } from './StockEntryFields';

/**
 * The request form of spec §3 for one package: the client's details, the kind of analysis (with
 * its help), exactly as many stocks as the package analyses with the client's position in each,
 * extra information and the terms. Sent, it goes on to pay the request (the checkout of its plan).
 */
export function AnalysisRequestForm({ data, known }: { data: PackageTypes; known: KnownContact }) {
  const { t, i18n } = useTranslation('stock_analysis');
  const navigate = useNavigate();
  const { package: pkg, stocks_allowed: stocksAllowed, types } = data;
  const [values, setValues] = useState<RequestFormValues>(() => emptyRequestForm(stocksAllowed, known));
  const [summary, setSummary] = useState<RequestFormError | null>(null);
  const say = (key: RequestFormError) => t(`form.errors.${key}`);
  const errors = useFormErrors<string, RequestFormError>(requestFormFields(stocksAllowed), say);
  const create = useCreateAnalysisRequest();
  // Set at the click itself, so a double click sends one request even before the button re-renders disabled.
  const sending = useRef(false);
  const leaving = create.isPending || create.isSuccess;

  const edit = (next: Partial<RequestFormValues>, field: string) => {
    setValues((current) => ({ ...current, ...next }));
    errors.clearField(field);
    setSummary(null);
  };
  const editStock = (index: number, next: Partial<StockEntry>, field: string) => {
    setValues((current) => ({ ...current, stocks: current.stocks.map((entry, i) => (i === index ? { ...entry, ...next } : entry)) }));
    errors.clearField(field);
    errors.clearField('stocks');
    setSummary(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sending.current) return;
    const problems = checkRequestForm(values, stocksAllowed);
    const valid = errors.validate(problems);
    setSummary(valid ? null : leadingProblem(problems));
    if (!valid) return;
    sending.current = true;
    create.mutate(toRequestBody(pkg.id, values), {
      onSuccess: (request) => {
        const payment = paymentPathOf(request);
        // The start-up flow of spec §4 reads this flag when the provider sends the browser back.
        if (payment) setAnalysisPaymentFlag();
        navigate(payment ?? myDocumentsPath);
      },
      onError: (error) => {
        sending.current = false;
        errors.setServerError(error);
      },
    });
  };

  const problem = errors.fieldError;
  const textField = (
    key: 'fullName' | 'email' | 'phone',
    field: string,
    label: string,
    extra: { type?: string; inputMode?: 'email' | 'tel'; maxLength?: number; autoComplete: string; dir?: 'ltr' },
  ) => (
    <TextField
      label={label}
      value={values[key]}
      onChange={(event) => edit({ [key]: event.target.value }, field)}
      error={Boolean(problem(field))}
      helperText={problem(field)}
      required
      type={extra.type}
      autoComplete={extra.autoComplete}
      slotProps={{ htmlInput: { inputMode: extra.inputMode, maxLength: extra.maxLength, dir: extra.dir, 'data-testid': `request-${field}` } }}
    />
  );
  const price = pkg.plans[0]?.price;
  const termsProblem = problem('terms');
  const stocksProblem = problem('stocks');
  const typeProblem = problem('analysis_type');

  return (
    <Box component="form" noValidate onSubmit={submit} data-testid="analysis-request-form">
      <Stack spacing={{ xs: 2, md: 3 }}>
        <SectionCard
          title={t('form.packageTitle')}
          actions={
            <Button size="small" component={RouterLink} to={choosePackagePath}>
              {t('form.changePackage')}
            </Button>
          }
          testId="request-package"
        >
          <Typography variant="subtitle1" component="p" sx={{ fontWeight: 700 }}>
            {pkg.name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('package.stocks', { count: stocksAllowed })}
            {price && ` · ${formatSar(price.total_halalas, i18n.language)}`}
          </Typography>
          {problem('package_id') && <FormHelperText error>{problem('package_id')}</FormHelperText>}
        </SectionCard>

        <SectionCard title={t('form.contactTitle')}>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' } }}>
            {textField('fullName', 'full_name', t('form.fullName'), { autoComplete: 'name', maxLength: NAME_MAX })}
            {textField('email', 'email', t('form.email'), { type: 'email', inputMode: 'email', autoComplete: 'email', dir: 'ltr' })}
            {textField('phone', 'phone', t('form.phone'), { type: 'tel', inputMode: 'tel', autoComplete: 'tel', dir: 'ltr' })}
          </Box>
        </SectionCard>

        <SectionCard title={t('form.kindTitle')}>
          <FormControl error={Boolean(typeProblem)} sx={{ width: '100%' }}>
            <RadioGroup
              aria-label={t('form.kindTitle')}
              name="analysis_type"
              value={values.analysisType}
              onChange={(event) => edit({ analysisType: isAnalysisKind(event.target.value) ? event.target.value : '' }, 'analysis_type')}
              sx={{ gap: 1 }}
            >
              {types.map((type) => (
                <FormControlLabel
                  key={type.key}
                  value={type.key}
                  data-testid={`analysis-type-${type.key}`}
                  sx={{
                    alignItems: 'flex-start',
                    marginInlineEnd: 0,
                    border: 1,
                    borderColor: values.analysisType === type.key ? 'primary.main' : 'divider',
                    borderRadius: 2,
                    p: 1,
                    m: 0,
                  }}
                  control={<Radio sx={{ mt: -0.5 }} />}
                  label={
                    <Box sx={{ minWidth: 0 }}>
                      <Typography sx={{ fontWeight: 700 }}>{type.name}</Typography>
                      <Typography variant="body2" color="text.secondary">
                        {type.help}
                      </Typography>
                    </Box>
                  }
                />
              ))}
            </RadioGroup>
            {typeProblem && <FormHelperText>{typeProblem}</FormHelperText>}
          </FormControl>
        </SectionCard>

        <SectionCard title={t('form.stocksTitle')} subtitle={t('form.stocksHint', { count: stocksAllowed })} testId="request-stocks">
          <Stack spacing={2}>
            {stocksProblem && (
              <FormHelperText error data-testid="request-stocks-error">
                {stocksProblem}
              </FormHelperText>
            )}
            {values.stocks.map((entry, index) => (
              <StockEntryFields key={index} index={index} entry={entry} problem={problem} onChange={(next, field) => editStock(index, next, field)} />
            ))}
          </Stack>
        </SectionCard>

        <SectionCard title={t('form.extraInfo')} headingLevel="h2">
          <TextField
            fullWidth
            multiline
            minRows={3}
            aria-label={t('form.extraInfo')}
            value={values.extraInfo}
            onChange={(event) => edit({ extraInfo: event.target.value }, 'extra_info')}
            error={Boolean(problem('extra_info'))}
            helperText={problem('extra_info')}
            slotProps={{ htmlInput: { maxLength: EXTRA_INFO_MAX, 'data-testid': 'request-extra_info' } }}
          />
        </SectionCard>

        <Box>
          <FormControl error={Boolean(termsProblem)} sx={{ display: 'flex' }}>
            <FormControlLabel
              sx={{ alignItems: 'flex-start', marginInlineEnd: 0 }}
              control={
                <Checkbox
                  name="terms"
                  checked={values.terms}
                  sx={{ mt: -1 }}
                  onChange={(event) => edit({ terms: event.target.checked }, 'terms')}
                  slotProps={{ input: { 'aria-describedby': termsProblem ? 'request-terms-error' : undefined, 'data-testid': 'request-terms' } as object }}
                />
              }
              label={
                <Trans
                  i18nKey="form.terms"
                  ns="stock_analysis"
                  components={{
                    terms: <Link component={RouterLink} to="/terms" target="_blank" />,
                    disclaimer: <Link component={RouterLink} to="/disclaimer" target="_blank" />,
                  }}
                />
              }
            />
            {termsProblem && <FormHelperText id="request-terms-error">{termsProblem}</FormHelperText>}
          </FormControl>
          <Box sx={{ mt: 2 }}>
            <FormAlert message={summary ? say(summary) : errors.formError} />
            <Button type="submit" variant="contained" size="large" disabled={leaving} data-testid="request-submit" sx={{ width: { xs: '100%', sm: 'auto' } }}>
              {leaving ? t('form.sending') : t('form.submit')}
            </Button>
          </Box>
        </Box>
      </Stack>
    </Box>
  );
}
