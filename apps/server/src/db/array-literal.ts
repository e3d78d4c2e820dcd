/**
 * PostgreSQL array literals, sent as one bound parameter and cast in the statement
 * (`${numberArray(ids)}::bigint[]`): one bind however many elements, where Drizzle would expand a
 * JavaScript array into a parameter each.
 */

/** An integer or bigint array; null stands for a missing element. */
export const numberArray = (values: readonly (number | bigint | null)[]) =>
  `{${values.map((v) => (v === null ? 'NULL' : String(v))).join(',')}}`;

/** A text array: each element quoted, its quotes and backslashes escaped; null stands for a missing one. */
export const textArray = (values: readonly (string | null)[]) =>
  `{${values.map((v) => (v === null ? 'NULL' : `"${v.replace(/["\\]/g, '\\$&')}"`)).join(',')}}`;
