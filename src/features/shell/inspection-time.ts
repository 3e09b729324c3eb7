/** Korea's calendar, whatever the device's zone (the operator gives KST). */
const dayFormat = new Intl.DateTimeFormat('ko-KR', { timeZone: 'Asia/Seoul', month: 'numeric', day: 'numeric', weekday: 'short' });
const timeFormat = new Intl.DateTimeFormat('ko-KR', { timeZone: 'Asia/Seoul', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

const partsOf = (format: Intl.DateTimeFormat, value: string) =>
  Object.fromEntries(format.formatToParts(new Date(value)).map((part) => [part.type, part.value]));

/** '5월 1일(금)' */
function formatDateWithWeekday(value: string): string {
  const { month, day, weekday } = partsOf(dayFormat, value);
  return `${month}월 ${day}일(${weekday})`;
}

/** '02:00' */
function formatTime(value: string): string {
  const { hour, minute } = partsOf(timeFormat, value);
  return `${hour}:${minute}`;
}

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
