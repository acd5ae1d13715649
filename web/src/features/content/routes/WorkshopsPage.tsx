import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EventOutlinedIcon from '@mui/icons-material/EventOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import ScheduleOutlinedIcon from '@mui/icons-material/ScheduleOutlined';
import EventSeatOutlinedIcon from '@mui/icons-material/EventSeatOutlined';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/PageHeader';
import { EmptyBlock, ErrorBlock, LoadingBlock } from '../../../components/QueryStates';
import { useDocumentTitle } from '../../../components/use-document-title';
import { formatInteger } from '../../../lib/format';
import { rememberIntendedRoute } from '../../../lib/intended-route';
import { useSession } from '../../../lib/session-context';
import { useBookWorkshop } from '../api/book-workshop';
import { useCancelBooking } from '../api/cancel-booking';
import { useWorkshops } from '../api/get-workshops';
import { contentPaths } from '../lib/paths';
import { bookingState, formatWorkshopDay, formatWorkshopTime, type BookingState } from '../lib/workshops';
import type { WorkshopView } from '../types';

function Detail({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      <Box sx={{ color: 'text.secondary', display: 'flex', pt: 0.25 }} aria-hidden>
        {icon}
      </Box>
      <Box>
        <Typography variant="caption" color="text.secondary" component="div">
          {label}
        </Typography>
        <Typography variant="body2">{children}</Typography>
      </Box>
    </Box>
  );
}

const stateChip: Partial<
  Record<BookingState, { key: 'workshops.booked' | 'workshops.full' | 'workshops.cancelled' | 'workshops.started'; color: 'success' | 'default' | 'error' }>
> = {
  booked: { key: 'workshops.booked', color: 'success' },
  full: { key: 'workshops.full', color: 'default' },
  cancelled: { key: 'workshops.cancelled', color: 'error' },
  started: { key: 'workshops.started', color: 'default' },
};

function WorkshopCard({
  workshop,
  state,
  busy,
  onBook,
  onCancel,
  onSignIn,
}: {
  workshop: WorkshopView;
  state: BookingState;
  busy: 'book' | 'cancel' | null;
  onBook: () => void;
  onCancel: () => void;
  onSignIn: () => void;
}) {
  const { t, i18n } = useTranslation('content');
  const language = i18n.language;
  const chip = stateChip[state];
  return (
    <Card variant="outlined" data-testid={`workshop-${workshop.id}`} data-state={state} sx={{ display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flex: 1, display: 'grid', gap: 1.5 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'flex-start' }}>
          <Typography variant="h6" component="h2">
            {workshop.title}
          </Typography>
          {chip && <Chip size="small" color={chip.color} label={t(chip.key)} data-testid="workshop-state" />}
        </Box>
        <Typography color="text.secondary">{workshop.description}</Typography>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1.5 }}>
          <Detail icon={<EventOutlinedIcon fontSize="small" />} label={t('workshops.when')}>
            <time dateTime={workshop.starts_at}>{formatWorkshopDay(workshop.starts_at, language)}</time>
            <br />
            {t('workshops.time', { time: formatWorkshopTime(workshop.starts_at, language) })}
          </Detail>
          <Detail icon={<ScheduleOutlinedIcon fontSize="small" />} label={t('workshops.duration')}>
            {t('workshops.minutes', { count: workshop.duration_minutes })}
          </Detail>
          <Detail icon={<PlaceOutlinedIcon fontSize="small" />} label={t('workshops.where')}>
            {workshop.location}
          </Detail>
          <Detail icon={<EventSeatOutlinedIcon fontSize="small" />} label={t('workshops.seats')}>
            <span data-testid="seats-left" data-seats-left={workshop.seats_left}>
              {t('workshops.seatsLeft', { count: workshop.seats_left, seats: formatInteger(workshop.seats, language) })}
            </span>
          </Detail>
        </Box>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        {state === 'book' && (
          <Button variant="contained" onClick={onBook} disabled={busy !== null} data-testid="workshop-book">
            {busy === 'book' ? t('workshops.booking') : t('workshops.book')}
          </Button>
        )}
        {state === 'signIn' && (
          <Button variant="contained" onClick={onSignIn} data-testid="workshop-sign-in">
            {t('workshops.signInToBook')}
          </Button>
        )}
        {state === 'booked' && (
          <Button variant="outlined" color="error" onClick={onCancel} disabled={busy !== null} data-testid="workshop-cancel">
            {busy === 'cancel' ? t('workshops.cancelling') : t('workshops.cancelBooking')}
          </Button>
        )}
      </CardActions>
    </Card>
  );
}

/** BookWorkshop (spec §2, /book-me): upcoming workshops, a seat booked or given back in one click. */
export function WorkshopsPage() {
  const { t } = useTranslation('content');
  useDocumentTitle(t('screens.bookWorkshop'));
  const { isSignedIn } = useSession();
  const navigate = useNavigate();
  const workshops = useWorkshops();
  const book = useBookWorkshop();
  const cancel = useCancelBooking();
  const [notice, setNotice] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);

  const onBook = (workshop: WorkshopView) => {
    setNotice(null);
    book.mutate(workshop.id, {
      onSuccess: (booked) => setNotice({ severity: 'success', text: t('workshops.bookedMessage', { title: booked.title }) }),
      onError: (error) => setNotice({ severity: 'error', text: error.message }),
    });
  };
  const onCancel = (workshop: WorkshopView) => {
    setNotice(null);
    cancel.mutate(workshop.id, {
      onSuccess: (freed) => setNotice({ severity: 'success', text: t('workshops.cancelledMessage', { title: freed.title }) }),
      onError: (error) => setNotice({ severity: 'error', text: error.message }),
    });
  };
  const onSignIn = () => {
    rememberIntendedRoute(contentPaths.bookWorkshop);
    navigate(contentPaths.login);
  };
  const busyFor = (id: number) => (book.isPending && book.variables === id ? 'book' : cancel.isPending && cancel.variables === id ? 'cancel' : null);

  return (
    <Stack spacing={3} data-testid="workshops-page">
      <PageHeader title={t('screens.bookWorkshop')} subtitle={t('workshops.subtitle')} />
      {notice && (
        <Alert severity={notice.severity} onClose={() => setNotice(null)} data-testid="workshop-notice" role={notice.severity === 'error' ? 'alert' : 'status'}>
          {notice.text}
        </Alert>
      )}
      {workshops.isPending ? (
        <LoadingBlock height={320} />
      ) : workshops.isError ? (
        <ErrorBlock error={workshops.error} onRetry={() => void workshops.refetch()} />
      ) : workshops.data.length === 0 ? (
        <EmptyBlock text={t('workshops.empty')} hint={t('workshops.emptyHint')} />
      ) : (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
          {workshops.data.map((workshop) => (
            <WorkshopCard
              key={workshop.id}
              workshop={workshop}
              state={bookingState(workshop, isSignedIn)}
              busy={busyFor(workshop.id)}
              onBook={() => onBook(workshop)}
              onCancel={() => onCancel(workshop)}
              onSignIn={onSignIn}
            />
          ))}
        </Box>
      )}
    </Stack>
  );
}
