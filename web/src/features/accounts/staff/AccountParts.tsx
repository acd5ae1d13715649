import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyBlock, QuerySection } from '../../../components/QueryStates';
import { SectionCard } from '../../../components/SectionCard';
import { StaffTable } from '../../../components/StaffTable';
import { isApiError } from '../../../lib/api-error';
import { formatDay, formatInteger, formatMoment, formatSar } from '../../../lib/format';
import { useAccountConsents, useAccountKyc, useAccountPayments, useAccountSubscriptions, type AccountPage, type StaffAccount } from '../api/staff-account';
import { useAccountLabels } from './account-labels';

/**
 * A part of the account another module serves, as a titled section. A switched-off module
 * answers 404: the section is left out, without a word.
 */
function ModulePart<T>({ title, query, testId, children }: { title: string; query: UseQueryResult<T>; testId: string; children: (data: T) => ReactNode }) {
  if (isApiError(query.error) && query.error.status === 404) return null;
  return (
    <SectionCard title={title} testId={testId} headingLevel="h2">
      <QuerySection query={query} loadingHeight={120}>
        {children}
      </QuerySection>
    </SectionCard>
  );
}

/** "The newest 20 of 45 are shown", when the account has more than the page lists. */
function MoreNote({ page }: { page: AccountPage<unknown> }) {
  const { t, i18n } = useTranslation('accounts');
  if (page.total <= page.rows.length) return null;
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
      {t('staff.account.payments.more', { shown: formatInteger(page.rows.length, i18n.language), total: formatInteger(page.total, i18n.language) })}
    </Typography>
  );
}

export function SubscriptionsPart({ id }: { id: number }) {
  const { t } = useTranslation('accounts');
  const labels = useAccountLabels();
  return (
    <ModulePart title={t('staff.account.subscriptions.title')} query={useAccountSubscriptions(id)} testId="account-subscriptions">
      {(subscriptions) =>
        subscriptions.length === 0 ? (
          <EmptyBlock text={t('staff.account.subscriptions.empty')} />
        ) : (
          <StaffTable
            columns={[
              t('staff.account.subscriptions.name'),
              t('staff.account.subscriptions.state'),
              t('staff.account.subscriptions.source'),
              t('staff.account.subscriptions.starts'),
              t('staff.account.subscriptions.ends'),
            ]}
            rows={subscriptions}
            renderRow={(subscription) => (
              <TableRow key={subscription.id} data-testid={`account-subscription-${subscription.id}`}>
                <TableCell component="th" scope="row">
                  {subscription.name}
                </TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    color={subscription.state === 'active' ? 'success' : 'default'}
                    variant={subscription.state === 'ended' ? 'outlined' : 'filled'}
                    label={labels.subscriptionState(subscription.state)}
                  />
                </TableCell>
                <TableCell>{labels.subscriptionSource(subscription.source)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDay(subscription.starts_at, labels.language)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDay(subscription.ends_at, labels.language)}</TableCell>
              </TableRow>
            )}
          />
        )
      }
    </ModulePart>
  );
}

const paymentColour = (status: string) => (status === 'paid' ? 'success' : status === 'failed' ? 'error' : status === 'refunded' ? 'warning' : 'default');

/** The account's payments; each opens in the staff payments page (`?payment=`). */
export function PaymentsPart({ id }: { id: number }) {
  const { t } = useTranslation('accounts');
  const labels = useAccountLabels();
  return (
    <ModulePart title={t('staff.account.payments.title')} query={useAccountPayments(id)} testId="account-payments">
      {(page) =>
        page.rows.length === 0 ? (
          <EmptyBlock text={t('staff.account.payments.empty')} />
        ) : (
          <>
            <StaffTable
              columns={[
                t('staff.account.payments.id'),
                t('staff.account.payments.date'),
                t('staff.account.payments.package'),
                t('staff.account.payments.status'),
                { label: t('staff.account.payments.total'), align: 'right' },
                { label: t('staff.account.payments.refunded'), align: 'right' },
              ]}
              rows={page.rows}
              renderRow={(payment) => (
                <TableRow key={payment.id} data-testid={`account-payment-${payment.id}`}>
                  <TableCell>
                    <Button
                      size="small"
                      component={RouterLink}
                      to={`/staff/payments?payment=${payment.id}`}
                      aria-label={t('staff.account.payments.open', { id: payment.id })}
                      sx={{ minWidth: 0 }}
                    >
                      <bdi>{payment.id}</bdi>
                    </Button>
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatMoment(payment.created_at, labels.language)}</TableCell>
                  <TableCell>
                    {labels.language === 'ar' ? payment.package_name_ar || payment.package_name_en : payment.package_name_en || payment.package_name_ar}
                  </TableCell>
                  <TableCell>
                    <Chip size="small" color={paymentColour(payment.status)} label={labels.paymentStatus(payment.status)} />
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {formatSar(payment.total_halalas, labels.language)}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {payment.refunded_halalas > 0 ? formatSar(payment.refunded_halalas, labels.language) : '—'}
                  </TableCell>
                </TableRow>
              )}
            />
            <MoreNote page={page} />
          </>
        )
      }
    </ModulePart>
  );
}

const kycColour = (status: string) => (status === 'verified' ? 'success' : status === 'rejected' ? 'error' : status === 'in_review' ? 'warning' : 'default');

/** The account's identity verifications; each opens in the staff KYC page, whatever its status. */
export function KycPart({ id }: { id: number }) {
  const { t } = useTranslation('accounts');
  const labels = useAccountLabels();
  return (
    <ModulePart title={t('staff.account.kyc.title')} query={useAccountKyc(id)} testId="account-kyc">
      {(page) =>
        page.rows.length === 0 ? (
          <EmptyBlock text={t('staff.account.kyc.empty')} />
        ) : (
          <>
            <StaffTable
              columns={[t('staff.account.kyc.id'), t('staff.account.kyc.submitted'), t('staff.account.kyc.path'), t('staff.account.kyc.status')]}
              rows={page.rows}
              renderRow={(row) => (
                <TableRow key={row.id} data-testid={`account-kyc-${row.id}`}>
                  <TableCell>
                    <Button
                      size="small"
                      component={RouterLink}
                      to={`/staff/kyc?status=all&verification=${row.id}`}
                      aria-label={t('staff.account.kyc.open', { id: row.id })}
                      sx={{ minWidth: 0 }}
                    >
                      <bdi>{row.id}</bdi>
                    </Button>
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatMoment(row.submitted_at, labels.language)}</TableCell>
                  <TableCell>{labels.kycPath(row.path)}</TableCell>
                  <TableCell>
                    <Chip size="small" color={kycColour(row.status)} label={labels.kycStatus(row.status)} />
                  </TableCell>
                </TableRow>
              )}
            />
            <MoreNote page={page} />
          </>
        )
      }
    </ModulePart>
  );
}

/** The account's standing with each legal document, and every acceptance it gave. */
export function ConsentsPart({ id }: { id: number }) {
  const { t } = useTranslation('accounts');
  const labels = useAccountLabels();
  return (
    <ModulePart title={t('staff.account.consents.title')} query={useAccountConsents(id)} testId="account-consents">
      {({ documents, history }) =>
        documents.length === 0 ? (
          <EmptyBlock text={t('staff.account.consents.empty')} />
        ) : (
          <>
            <StaffTable
              columns={[
                t('staff.account.consents.document'),
                t('staff.account.consents.accepted'),
                t('staff.account.consents.current'),
                t('staff.account.consents.acceptedAt'),
                '',
              ]}
              rows={documents}
              renderRow={(document) => (
                <TableRow key={document.key} data-testid={`account-consent-${document.key}`}>
                  <TableCell component="th" scope="row">
                    {document.title}
                  </TableCell>
                  <TableCell>{document.accepted_version ?? t('staff.account.consents.never')}</TableCell>
                  <TableCell>{document.current_version}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatMoment(document.accepted_at, labels.language)}</TableCell>
                  <TableCell>
                    {document.needs_acceptance ? (
                      <Chip size="small" color="warning" label={t('staff.account.consents.needsAcceptance')} />
                    ) : (
                      <Chip size="small" color="success" variant="outlined" label={t('staff.account.consents.upToDate')} />
                    )}
                  </TableCell>
                </TableRow>
              )}
            />
            {history.length > 0 && (
              <>
                <Typography variant="subtitle2" component="h3" sx={{ mt: 2, mb: 1 }}>
                  {t('staff.account.consents.history')}
                </Typography>
                <Box component="ul" sx={{ m: 0, paddingInlineStart: 3, display: 'grid', gap: 0.5 }} data-testid="account-consent-history">
                  {history.map((acceptance) => (
                    <Typography component="li" variant="body2" key={`${acceptance.document}-${acceptance.version}-${acceptance.accepted_at}`}>
                      {t('staff.account.consents.historyEntry', { title: acceptance.title, version: acceptance.version })}
                      {' · '}
                      <Box component="span" sx={{ color: 'text.secondary' }}>
                        {formatMoment(acceptance.accepted_at, labels.language)}
                      </Box>
                    </Typography>
                  ))}
                </Box>
              </>
            )}
          </>
        )
      }
    </ModulePart>
  );
}

/** The account's live sessions (disabling ends them all). */
export function SessionsPart({ account }: { account: StaffAccount }) {
  const { t } = useTranslation('accounts');
  const labels = useAccountLabels();
  return (
    <SectionCard title={t('staff.account.sessions.title')} testId="account-sessions">
      {account.sessions.length === 0 ? (
        <EmptyBlock text={t('staff.account.sessions.empty')} />
      ) : (
        <StaffTable
          columns={[t('staff.account.sessions.started'), t('staff.account.sessions.expires')]}
          rows={account.sessions}
          renderRow={(session) => (
            <TableRow key={session.id}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatMoment(session.created_at, labels.language)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatMoment(session.expires_at, labels.language)}</TableCell>
            </TableRow>
          )}
        />
      )}
    </SectionCard>
  );
}

/** What staff did to the account, newest first: the action, who and when, and its reason or change. */
export function ActionLogPart({ account }: { account: StaffAccount }) {
  const { t } = useTranslation('accounts');
  const labels = useAccountLabels();
  return (
    <SectionCard title={t('staff.account.log.title')} testId="account-log">
      {account.actions.length === 0 ? (
        <EmptyBlock text={t('staff.account.log.empty')} />
      ) : (
        <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.5 }}>
          {account.actions.map((entry, index) => {
            const detail =
              entry.action === 'role'
                ? labels.roleChange(entry.detail)
                : entry.action === 'disable' && entry.detail
                  ? t('staff.account.log.reason', { reason: entry.detail })
                  : entry.detail;
            return (
              <Box
                component="li"
                key={`${entry.at}-${index}`}
                sx={{ borderInlineStart: 3, borderColor: 'divider', paddingInlineStart: 1.5 }}
                data-testid="account-log-entry"
              >
                <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
                  <Typography variant="body2" component="span" sx={{ fontWeight: 600 }} data-testid="account-log-action">
                    {labels.action(entry.action)}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" component="span">
                    {formatMoment(entry.at, labels.language)}
                  </Typography>
                </Box>
                <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
                  {t('staff.account.log.by', { name: entry.staff_name || t('staff.account.log.staffNumber', { id: entry.staff_id }) })}
                  {detail && (
                    <>
                      {' · '}
                      <bdi data-testid="account-log-detail">{detail}</bdi>
                    </>
                  )}
                </Typography>
              </Box>
            );
          })}
        </Box>
      )}
    </SectionCard>
  );
}
