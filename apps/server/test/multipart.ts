/** A multipart/form-data body of fields and PNG files, as a browser form would send it. */
export function multipartBody(fields: Record<string, string>, files: { name: string; bytes: Buffer }[] = []) {
  const boundary = '----openlobby-test-boundary';
  const parts = [
    ...Object.entries(fields).map(([k, v]) =>
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
    ),
    ...files.flatMap((f, i) => [
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.name}"; filename="file${i}.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      f.bytes,
      Buffer.from('\r\n'),
    ]),
    Buffer.from(`--${boundary}--\r\n`),
  ];
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** The smallest thing that is a PNG by its signature. */
export const TEST_PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);
