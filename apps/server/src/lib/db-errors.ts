/*
 * PostgreSQL reports which constraint a write broke; PGlite and pg both put it on the driver error that
 * Drizzle wraps as `cause`. Services turn these into 404/409 instead of letting them become a 500.
 */

interface DriverError {
  code?: string;
  constraint?: string;
}

function driverError(error: unknown): DriverError | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const candidate = 'cause' in error && error.cause && typeof error.cause === 'object' ? error.cause : error;
  return candidate as DriverError;
}

/** The unique index a write collided with (code 23505), if that is what failed. */
export function violatedUniqueConstraint(error: unknown): string | undefined {
  const cause = driverError(error);
  return cause?.code === '23505' ? cause.constraint : undefined;
}

/** The foreign key a write broke (code 23503), if that is what failed. */
export function violatedForeignKey(error: unknown): string | undefined {
  const cause = driverError(error);
  return cause?.code === '23503' ? cause.constraint : undefined;
}
