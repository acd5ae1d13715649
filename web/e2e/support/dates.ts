import type { Locator } from 'playwright-core';

/** A day counted from today in Riyadh (the Saudi market's and the app's day), YYYY-MM-DD. */
export function riyadhDay(offsetDays = 0): string {
  const day = new Date(Date.now() + offsetDays * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Riyadh', year: 'numeric', month: '2-digit', day: '2-digit' }).format(day);
}

/**
 * The names of the app's date field sections (MUI X DesktopDatePicker, "dd MMMM yyyy"), in both
 * languages: written out here rather than imported from src/ (src/i18n/{ar,en}.ts, dateField).
 */
const sectionParts: Record<string, 'day' | 'month' | 'year'> = {
  Day: 'day',
  Month: 'month',
  Year: 'year',
  اليوم: 'day',
  الشهر: 'month',
  السنة: 'year',
};

/**
 * Types a day (`YYYY-MM-DD`) into one of the app's date fields, as a user does: `fill()` cannot,
 * the field being sections (day, month by name, year) rather than one input. Clicks the first
 * section and types each section's digits in turn; the field moves to the next section once one is
 * full, and the month section, which shows the month's name, takes its number. The sections run
 * day, month, year left to right and year, month, day right to left (MUI X reverses the format
 * in RTL), so the order is read from the sections' names. Waits until the field holds the day.
 * `field` is the field's editable part (its `testId`).
 */
export async function typeDay(field: Locator, day: string): Promise<void> {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) throw new Error(`typeDay: not a YYYY-MM-DD day: ${day}`);
  const [, year, month, date] = match as unknown as [string, string, string, string];
  const digits = { day: date, month, year };
  const sections = field.getByRole('spinbutton');
  await sections.first().waitFor();
  const labels = await sections.evaluateAll((all) => all.map((section) => section.getAttribute('aria-label') ?? ''));
  const order = labels.map((label) => {
    const part = sectionParts[label];
    if (!part) throw new Error(`typeDay: not a date field section: ${label}`);
    return part;
  });
  await sections.first().click();
  await field.page().keyboard.type(order.map((part) => digits[part]).join(''));
  // Each section says its number (the month's too, its name being its aria-valuetext).
  const expected = order.map((part) => String(Number(digits[part])));
  await field.page().waitForFunction(
    ({ element, expected }) =>
      Array.from(element?.querySelectorAll('[role="spinbutton"]') ?? [])
        .map((section) => section.getAttribute('aria-valuenow'))
        .join() === expected.join(),
    { element: await field.elementHandle(), expected },
  );
}
