/**
 * The rows a raw statement (`db.execute(sql…)`) answers, on either driver: node-postgres answers a result holding
 * `rows`, the embedded PGlite client the rows themselves.
 */
export function rowsOf<Row>(answer: unknown): Row[] {
  return (Array.isArray(answer) ? answer : (answer as { rows: Row[] }).rows) as Row[];
}
