export function servedWebDir(port: string | number): string;
