export const COMPRESSIBLE: RegExp;
export function precompress(dir: string): Promise<{ files: number; bytes: number; br: number; gzip: number }>;
