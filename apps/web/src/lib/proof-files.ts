/**
 * Why a picked image is refused; each form words it (the withdrawal's proofs, a promotion's
 * application: both take png or jpg images under 5 MB, at most 3, spec §9).
 */
export type TProofError = 'type' | 'size' | 'tooMany';

/**
 * What a form accepts, from the contract of its call (PROOF_LIMITS, the application's constants):
 * passed in, so this file imports no schema module and a page without zod stays without it.
 */
export type TImageLimits = { maxFiles: number; maxBytes: number; types: readonly string[] };

export type TProofPick = {
  /** The files kept: the ones already chosen, then the new acceptable ones, at most maxFiles. */
  files: File[];
  /** The first reason a new file was left out, if any. */
  error: TProofError | null;
};

/** Image kinds a browser may leave without a type (some phones' galleries): judged by the name. */
const IMAGE_NAME = /\.(png|jpe?g)$/i;

/** Whether a file is a png or jpg image (by its type, or by its name when the type is missing). */
export const isProofType = (file: Pick<File, 'type' | 'name'>, limits: TImageLimits): boolean =>
  file.type === '' ? IMAGE_NAME.test(file.name) : limits.types.includes(file.type);

/** Whether a file is under the size limit (spec §9: each under 5 MB). */
export const isProofSize = (file: Pick<File, 'size'>, limits: TImageLimits): boolean =>
  file.size < limits.maxBytes;

/**
 * Adds newly picked images to the chosen ones, as the server will judge them: png or jpg, each
 * under 5 MB, at most 3 in all. Refused files are left out and the first reason is returned.
 */
export const addProofFiles = (chosen: File[], picked: File[], limits: TImageLimits): TProofPick => {
  const files = [...chosen];
  let error: TProofError | null = null;
  for (const file of picked) {
    let refused: TProofError | null = null;
    if (!isProofType(file, limits)) refused = 'type';
    else if (!isProofSize(file, limits)) refused = 'size';
    else if (files.length >= limits.maxFiles) refused = 'tooMany';
    if (refused) error ??= refused;
    else files.push(file);
  }
  return { files, error };
};
