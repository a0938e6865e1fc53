/**
 * Where the development-preview tests reach the servers: `npm run dev:all`
 * on `DEV_TEST_PORT` (default 4177) and a Spanish-only `npm run dev` on
 * `DEV_ONE_TEST_PORT` (default 4178).
 */
export const devAllPort = Number(process.env.DEV_TEST_PORT ?? 4177);
export const devOnePort = Number(process.env.DEV_ONE_TEST_PORT ?? 4178);
export const devAllOrigin = `http://127.0.0.1:${devAllPort}`;
export const devOneOrigin = `http://127.0.0.1:${devOnePort}`;
