import type * as v from 'valibot';
import { request } from './client';
import { CellphoneSchema } from '../../contract/schemas/cellphone';
import type { CellphoneBodySchema } from '../../contract/schemas/cellphone';

export { CellphoneSchema };

export const CELLPHONE_PATH = '/api/v2/user/cellphone';

/** PUT /api/v2/user/cellphone (member): a 010 number; answers it as stored, with hyphens. */
export async function changeCellphone(cellphone: string): Promise<string> {
  const answer = await request(CellphoneSchema, CELLPHONE_PATH, { method: 'PUT', body: { cellphone } satisfies v.InferInput<typeof CellphoneBodySchema> });
  return answer.cellphone;
}
