export const CHROMIUM_FLAGS: readonly string[];
export function chromiumPath(): string;
