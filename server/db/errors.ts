/** PostgreSQL's unique_violation, wherever the driver or drizzle put it in the cause chain. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let current: unknown = error, depth = 0; current instanceof Object && depth < 5; depth++) {
    const fields = current as { code?: unknown; constraint?: unknown; constraint_name?: unknown; cause?: unknown };
    if (fields.code === '23505') {
      const name = fields.constraint ?? fields.constraint_name;
      return constraint === undefined || name === undefined || name === constraint;
    }
    current = fields.cause;
  }
  return false;
}
