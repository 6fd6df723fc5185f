export function demoAccessToken(email: string, options?: { dataDir?: string; env?: NodeJS.ProcessEnv; lifetimeSeconds?: number }): Promise<string>;
