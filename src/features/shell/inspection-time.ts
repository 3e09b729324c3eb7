// Korea's calendar, whatever the device's zone (the operator gives KST): '5월 1일(금)', '02:00'
import { formatDateWithWeekday, formatTime } from '../../ui/date';

const valid = (value: string | null | undefined): value is string => typeof value === 'string' && !Number.isNaN(new Date(value).getTime());

/**
 * The inspection window in Korean, on Korea's calendar:
 * '5월 1일(금) 02:00 ~ 06:00', '5월 1일(금) 23:00 ~ 5월 2일(토) 02:00', '5월 1일(금) 06:00까지',
 * '5월 1일(금) 02:00부터'; null when neither end is known.
 */
export function inspectionWindow(startDt: string | null | undefined, endDt: string | null | undefined): string | null {
  const start = valid(startDt) ? startDt : null;
  const end = valid(endDt) ? endDt : null;
  if (start && end) {
    const startDay = formatDateWithWeekday(start);
    const endDay = formatDateWithWeekday(end);
    const endPart = startDay === endDay ? formatTime(end) : `${endDay} ${formatTime(end)}`;
    return `${startDay} ${formatTime(start)} ~ ${endPart}`;
  }
  if (end) return `${formatDateWithWeekday(end)} ${formatTime(end)}까지`;
  if (start) return `${formatDateWithWeekday(start)} ${formatTime(start)}부터`;
  return null;
}
