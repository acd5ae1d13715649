import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { StaffPage } from '../../../components/StaffPage';
import { readPage } from '../../../components/Pager';
import { StaffList } from '../../../components/StaffList';
import { useDocumentTitle } from '../../../components/use-document-title';
import { formatDay, formatInteger } from '../../../lib/format';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useStaffUsers, type StaffUser } from '../api/get-staff-users';
import { AccountPage } from './AccountPage';

const PER_PAGE = 20;
const SEARCH_DELAY_MS = 300;

function readId(value: string | null): number | null {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * Staff look users up (search by name, email or phone, page through the results) and open one
 * account (`?user=ID`, the list's search and page kept for the way back).
 */
export function UsersPage() {
  const [params, setParams] = useSearchParams();
  const openId = readId(params.get('user'));
  // Opening and leaving an account are steps of the browser's history: its Back returns to the list.
  const open = (id: number | null) =>
    setParams((current) => {
      const result = new URLSearchParams(current);
      if (id === null) result.delete('user');
      else result.set('user', String(id));
      return result;
    });
  if (openId !== null) return <AccountPage key={openId} id={openId} onBack={() => open(null)} />;
  return <UsersList params={params} setParams={setParams} onOpen={open} />;
}

function UsersList({ params, setParams, onOpen }: { params: URLSearchParams; setParams: ReturnType<typeof useSearchParams>[1]; onOpen: (id: number) => void }) {
  const { t, i18n } = useTranslation('accounts');
  useDocumentTitle(t('staff.users.title'));
  const page = readPage(params.get('page'));
  const [text, setText] = useState(params.get('search') ?? '');
  const search = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);
  const users = useStaffUsers({ page, perPage: PER_PAGE, search });

  const update = (next: { page?: number; search?: string }) =>
    setParams(
      (current) => {
        const result = new URLSearchParams(current);
        if (next.search !== undefined) {
          if (next.search) result.set('search', next.search);
          else result.delete('search');
          result.delete('page');
        }
        if (next.page !== undefined) {
          if (next.page > 1) result.set('page', String(next.page));
          else result.delete('page');
        }
        return result;
      },
      { replace: true },
    );

  const roleOf = (user: StaffUser) =>
    user.role === 'subscriber' || user.role === 'analyst' || user.role === 'staff' ? t(`staff.users.roles.${user.role}`) : user.role;

  const body = (
    <StaffList
      query={users}
      rowsOf={(data) => data.users}
      empty={t('staff.users.empty')}
      summary={(data) => (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('staff.users.total', { total: formatInteger(data.total, i18n.language) })}
        </Typography>
      )}
      testId="staff-users"
      columns={[
        t('staff.users.name'),
        t('staff.users.email'),
        t('staff.users.role'),
        t('staff.users.emailVerified'),
        t('staff.users.phone'),
        t('staff.users.createdAt'),
      ]}
      renderRow={(user) => (
        <TableRow key={user.id} hover onClick={() => onOpen(Number(user.id))} sx={{ cursor: 'pointer' }} data-testid={`staff-user-${user.id}`}>
          <TableCell component="th" scope="row">
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              <Button
                size="small"
                onClick={(event) => {
                  event.stopPropagation();
                  onOpen(Number(user.id));
                }}
                aria-label={t('staff.users.open', { name: user.name })}
                sx={{ minWidth: 0, p: 0, textAlign: 'start', justifyContent: 'flex-start' }}
              >
                {user.name}
              </Button>
              {user.disabled_at && <Chip size="small" color="error" label={t('staff.users.disabled')} data-testid="staff-user-disabled" />}
            </Box>
          </TableCell>
          <TableCell>
            <bdi dir="ltr">{user.email}</bdi>
          </TableCell>
          <TableCell>{roleOf(user)}</TableCell>
          <TableCell>{t(user.email_verified ? 'staff.users.yes' : 'staff.users.no')}</TableCell>
          <TableCell>
            <bdi dir="ltr">{user.phone ?? '—'}</bdi>
          </TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDay(user.created_at, i18n.language)}</TableCell>
        </TableRow>
      )}
      paging={{ of: (data) => ({ page: data.page, per_page: data.perPage, total: data.total }), onChange: (next) => update({ page: next }) }}
    />
  );

  return (
    <StaffPage
      title={t('staff.users.title')}
      toolbar={
        <TextField
          type="search"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            update({ search: event.target.value.trim() });
          }}
          label={t('staff.users.search')}
          size="small"
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
      }
    >
      {body}
    </StaffPage>
  );
}

export default UsersPage;
