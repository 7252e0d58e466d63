/** A zod error message that says 'is required' when the field is missing, `otherwise` when it has the wrong type. */
export function requiredOr(otherwise: string) {
  return (issue: { input?: unknown }) => (issue.input === undefined ? 'is required' : otherwise);
}
