import type { OpeningHours, Weekday } from '@shop/shared/config';

const WEEKDAYS: readonly Weekday[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

const PLURAL_NAMES: Record<Weekday, string> = {
  monday: 'lunes',
  tuesday: 'martes',
  wednesday: 'miércoles',
  thursday: 'jueves',
  friday: 'viernes',
  saturday: 'sábados',
  sunday: 'domingos',
};

/** '09:00' → '09', '09:30' → '09:30'. */
function time(value: string): string {
  return value.endsWith(':00') ? value.slice(0, -3) : value;
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The hours as a shopper reads them, one line per run of days: 'Lunes a viernes: 10 a 13 y 16 a 20 h'. */
export function openingHoursLines(hours: readonly OpeningHours[]): string[] {
  const runs = new Map<string, OpeningHours[]>();
  for (const row of hours) {
    const key = `${row.from}-${row.to}`;
    runs.set(key, [...(runs.get(key) ?? []), row]);
  }
  return [...runs.values()].map((rows) => {
    const [{ from, to }] = rows as [OpeningHours];
    const days = from === to ? PLURAL_NAMES[from] : `${PLURAL_NAMES[from]} a ${PLURAL_NAMES[to]}`;
    const spans = rows.map((row) => `${time(row.opens)} a ${time(row.closes)}`).join(' y ');
    return `${capitalised(days)}: ${spans} h`;
  });
}

/** The days `from`…`to`, both included. */
function daysOf({ from, to }: OpeningHours): Weekday[] {
  return WEEKDAYS.slice(WEEKDAYS.indexOf(from), WEEKDAYS.indexOf(to) + 1);
}

/** schema.org OpeningHoursSpecification for each row, for the JSON-LD. */
export function openingHoursSpecification(hours: readonly OpeningHours[]) {
  return hours.map((row) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: daysOf(row).map((day) => `https://schema.org/${capitalised(day)}`),
    opens: row.opens,
    closes: row.closes,
  }));
}
