import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import i18n from '../i18n';
import type { Language } from '../lib/language';
import { AppThemeProvider } from '../theme/AppThemeProvider';
import { visible } from '../test/visible-text';
import { DateField } from './DateField';

/** A DateField whose caller keeps the day as a string, shown beside it. */
function Harness({ initial }: { initial: string }) {
  const [day, setDay] = useState(initial);
  return (
    <>
      <DateField name="day" label="Day" value={day} onChange={setDay} testId="day" max="2026-12-31" />
      <output data-testid="given">{day}</output>
    </>
  );
}

async function renderIn(language: Language, initial: string) {
  await i18n.changeLanguage(language);
  document.documentElement.dir = language === 'ar' ? 'rtl' : 'ltr';
  return render(
    <AppThemeProvider language={language}>
      <Harness initial={initial} />
    </AppThemeProvider>,
  );
}

describe('DateField', () => {
  it('shows Arabic month and day names in Arabic, with Latin digits, and gives back YYYY-MM-DD', async () => {
    await renderIn('ar', '2026-11-20');
    const field = await screen.findByTestId('day');
    expect(field).toHaveTextContent('نوفمبر');
    expect(field).not.toHaveTextContent('November');
    expect(within(field).getByRole('spinbutton', { name: 'الشهر' })).toHaveAttribute('aria-valuetext', 'نوفمبر');
    expect(within(field).getByRole('spinbutton', { name: 'اليوم' })).toHaveTextContent('20');

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'اختر تاريخاً؛ التاريخ المختار 20 نوفمبر 2026' }));
    const calendar = await screen.findByRole('dialog');
    expect(within(calendar).getByText('نوفمبر 2026')).toBeInTheDocument();
    // The week starts on Sunday, as in Saudi Arabia, and the days are named in Arabic.
    expect(within(calendar).getAllByRole('columnheader')[0]).toHaveAccessibleName('الأحد');
    expect(within(calendar).getByRole('button', { name: 'الشهر التالي' })).toBeInTheDocument();
    await user.click(within(calendar).getByRole('gridcell', { name: '9' }));
    expect(screen.getByTestId('given')).toHaveTextContent('2026-11-09');
    expect(visible(field.textContent)).toContain('09');
  });

  it('shows English names in English, and takes a day typed section by section', async () => {
    await renderIn('en', '');
    const field = await screen.findByTestId('day');
    const user = userEvent.setup();
    await user.click(within(field).getByRole('spinbutton', { name: 'Day' }));
    // A half-typed day is not given to the caller.
    await user.keyboard('05');
    expect(screen.getByTestId('given')).toHaveTextContent('');
    await user.keyboard('032026');
    expect(field).toHaveTextContent('05 March 2026');
    expect(screen.getByTestId('given')).toHaveTextContent('2026-03-05');

    await user.click(screen.getByRole('button', { name: /Choose a date/ }));
    expect(within(await screen.findByRole('dialog')).getByText('March 2026')).toBeInTheDocument();
  });

  it('takes a day typed over the one shown in Arabic, year first, the month by its number', async () => {
    await renderIn('ar', '2026-11-20');
    const field = await screen.findByTestId('day');
    const user = userEvent.setup();
    // Right to left, the sections run year, month, day (MUI X reverses the format): typing starts
    // with the year and moves on by itself. The browser journeys type the same way.
    const sections = within(field).getAllByRole('spinbutton');
    expect(sections.map((section) => section.getAttribute('aria-label'))).toEqual(['السنة', 'الشهر', 'اليوم']);
    await user.click(sections[0]!);
    await user.keyboard('202603');
    expect(screen.getByTestId('given')).toHaveTextContent('2026-03-20');
    await user.keyboard('09');
    expect(visible(field.textContent)).toContain('مارس');
    expect(within(field).getByRole('spinbutton', { name: 'اليوم' })).toHaveTextContent('09');
    expect(screen.getByTestId('given')).toHaveTextContent('2026-03-09');
  });
});
