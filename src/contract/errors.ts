import { z } from 'zod';

/** Every error the API returns (docs/product/errors.md#error-bodies). */
export const ErrorBody = z.object({ detail: z.string() });
export type ErrorBody = z.infer<typeof ErrorBody>;

export const SuccessResponse = z.object({ success: z.literal(true), message: z.string().optional() });
export type SuccessResponse = z.infer<typeof SuccessResponse>;
