import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatMoment } from '../../../lib/format';
import { isReadingKind, type StaffReading } from '../types';

/**
 * Who of staff opened this verification or its passport photo, newest first (as the server
 * sends them): personal data is read on the record, and staff see that it is.
 */
export function KycReadings({ readings }: { readings: StaffReading[] }) {
  const { t, i18n } = useTranslation('kyc');
  if (readings.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" data-testid="staff-kyc-readings">
        {t('staff.detail.readingsEmpty')}
      </Typography>
    );
  }
  return (
    <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 0.75 }} data-testid="staff-kyc-readings">
      {readings.map((reading, index) => (
        <Box
          component="li"
          key={`${reading.at}-${reading.staff_id}-${reading.what}-${index}`}
          sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1.5, rowGap: 0.25 }}
        >
          <Typography variant="body2" component="bdi" dir="ltr">
            {reading.staff_email}
          </Typography>
          <Typography variant="body2" component="span">
            {isReadingKind(reading.what) ? t(`staff.detail.readingWhat.${reading.what}`) : reading.what}
          </Typography>
          <Typography variant="body2" color="text.secondary" component="span">
            {formatMoment(reading.at, i18n.language)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
