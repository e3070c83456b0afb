export const SERVER_ASSETS: string[];
export function buildServer(opts?: { outDir?: string }): Promise<void>;
