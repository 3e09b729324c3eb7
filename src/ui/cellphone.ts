/** A Korean mobile number (010) as shoppers type it: my info's phone change, the login page's account finder. */

export const CELLPHONE_MESSAGES = {
  empty: '휴대전화번호를 입력해 주세요.',
  invalid: '휴대전화번호를 정확히 입력해 주세요.',
} as const;

/** Keeps the digits (at most 11) and puts the hyphens of a 010 number in as they are typed: '010-1234-5678'. */
export function formatCellphoneInput(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 11);
  if (digits.length <= 3) return digits;
  if (digits.length <= 7) return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  return `${digits.slice(0, 3)}-${digits.slice(3, 7)}-${digits.slice(7)}`;
}

/** A complete 010 number, as the server takes it (docs/api.md PUT /api/v2/user/cellphone). */
const CELLPHONE = /^010-\d{4}-\d{4}$/;

/** Why the typed number cannot be sent, in Korean; undefined when it is a whole 010 number. */
export function cellphoneProblem(value: string): string | undefined {
  const formatted = formatCellphoneInput(value);
  if (formatted === '') return CELLPHONE_MESSAGES.empty;
  return CELLPHONE.test(formatted) ? undefined : CELLPHONE_MESSAGES.invalid;
}
