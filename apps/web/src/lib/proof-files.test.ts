import { PROOF_LIMITS } from '@openlobby/contracts';
import { describe, expect, it } from 'vitest';
import { addProofFiles, isProofType } from './proof-files.ts';

const file = (name: string, type: string, size = 1000) => new File([new Uint8Array(size)], name, { type });

describe('addProofFiles', () => {
  it('keeps png and jpg images under 5 MB, at most three', () => {
    const a = file('a.png', 'image/png');
    const b = file('b.jpg', 'image/jpeg');
    const { files, error } = addProofFiles(
      [a],
      [b, file('c.jpeg', 'image/jpeg'), file('d.png', 'image/png')],
      PROOF_LIMITS,
    );
    expect(files.map((f) => f.name)).toEqual(['a.png', 'b.jpg', 'c.jpeg']);
    expect(error).toBe('tooMany');
  });

  it('refuses other types and files of 5 MB or more, saying the first reason', () => {
    const big = file('big.png', 'image/png', 5 * 1024 * 1024);
    const { files, error } = addProofFiles(
      [],
      [file('x.gif', 'image/gif'), big, file('ok.png', 'image/png')],
      PROOF_LIMITS,
    );
    expect(files.map((f) => f.name)).toEqual(['ok.png']);
    expect(error).toBe('type');
    expect(addProofFiles([], [big], PROOF_LIMITS).error).toBe('size');
    expect(
      addProofFiles([], [file('s.png', 'image/png', 5 * 1024 * 1024 - 1)], PROOF_LIMITS).error,
    ).toBeNull();
  });

  it('judges a file without a type by its name', () => {
    expect(isProofType({ name: 'IMG_1.JPG', type: '' }, PROOF_LIMITS)).toBe(true);
    expect(isProofType({ name: 'scan.pdf', type: '' }, PROOF_LIMITS)).toBe(false);
    expect(isProofType({ name: 'fake.png', type: 'application/pdf' }, PROOF_LIMITS)).toBe(false);
  });
});
