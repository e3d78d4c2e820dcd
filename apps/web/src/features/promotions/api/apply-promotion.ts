import { PROMOTIONS_API, type ZApplyResult } from '@openlobby/contracts';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

/** A file's bytes as base64 (no data: prefix), as the application call carries its images. */
export const fileToBase64 = async (file: Blob): Promise<string> => {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  // In slices: spreading megabytes into one call overflows the argument limit.
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
};

/** POST apply (T): a remark of ≤ 140 characters and ≤ 3 png/jpg images, checked again by their bytes. */
export const applyPromotion = async (
  promotionId: number,
  remark: string,
  images: File[],
): Promise<z.infer<typeof ZApplyResult>> =>
  apiRequest<typeof ZApplyResult>(PROMOTIONS_API.apply, {
    method: 'POST',
    body: { promotionId, remark, images: await Promise.all(images.map(fileToBase64)) },
    loader: true,
  });
