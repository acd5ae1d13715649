import { within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { ar } from '../i18n/ar';
import { en } from '../i18n/en';

type Part = 'day' | 'month' | 'year';
const parts: Part[] = ['day', 'month', 'year'];

/** A section's part by its name, in either language. */
function partOf(label: string | null): Part {
  const part = parts.find((p) => label === en.dateField[p] || label === ar.dateField[p]);
  if (!part) throw new Error(`not a DateField section: ${label}`);
  return part;
}

/**
 * Types a day (`YYYY-MM-DD`) into a DateField as a user does: a click on its first section, then
 * each section's digits in turn (the field moves on by itself once a section is full; the month
 * section, which shows the month's name, takes its number). The sections run day, month, year
 * left to right, and year, month, day right to left (MUI X reverses the format in RTL).
 * `field` is the element of the field's `testId`.
 */
export async function typeDay(user: UserEvent, field: HTMLElement, day: string): Promise<void> {
  const [year, month, date] = day.split('-') as [string, string, string];
  const digits: Record<Part, string> = { day: date, month, year };
  const sections = within(field).getAllByRole('spinbutton');
  await user.click(sections[0]!);
  await user.keyboard(sections.map((section) => digits[partOf(section.getAttribute('aria-label'))]).join(''));
}
