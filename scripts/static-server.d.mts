import type { Server } from 'node:http';

export function createStaticServer(dir: string, options?: { single?: boolean }): Server;
export function listen(server: Server, port: number, host?: string): Promise<Server>;
export function contentTypeOf(file: string): string;
