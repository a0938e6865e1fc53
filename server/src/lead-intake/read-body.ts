/** The parse step of a contact post: field name → value(s), within the body limit, no file parts, no `__proto__`-like names. */
import type { MultipartValue } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { limits } from '../shared';
import { refused, type LeadRefusal } from './outcome';

/**
 * What @fastify/multipart lets through (app.ts registers them): no file part,
 * no value longer than the whole body. The total of a chunked body, which no
 * parser limit bounds (nor a field's name: its parser ignores `fieldNameSize`),
 * is counted once the fields are read.
 */
export const multipartLimits = { files: 0, fields: 40, parts: 40, fieldSize: limits.serverBodyMaxBytes, headerPairs: 20 };

/** Reads a multipart body into name → value(s) (repeated names → array), or the refusal of the body. */
async function readMultipart(request: FastifyRequest): Promise<{ ok: true; fields: Record<string, unknown> } | LeadRefusal> {
  let parsed = {};
  try {
    // The plugin collects the fields (refusing `__proto__`-like names); each part carries the collection so far.
    for await (const part of request.parts()) parsed = part.fields;
  } catch (err) {
    // A file part is a client mistake, not a size; the other limits are sizes; a malformed body is the client's fault too.
    if (err instanceof request.server.multipartErrors.FilesLimitError) return refused(400, 'bad_request');
    return (err as { statusCode?: number }).statusCode === 413 ? refused(413, 'payload_too_large') : refused(400, 'bad_request');
  }
  const entries = Object.entries(parsed as Record<string, MultipartValue | MultipartValue[]>);
  const parts = entries.flatMap(([, value]) => [value].flat());
  // A JSON part's value is parsed; it counts as sent.
  const size = (p: MultipartValue) =>
    Buffer.byteLength(p.fieldname) + Buffer.byteLength(typeof p.value === 'string' ? p.value : JSON.stringify(p.value));
  if (parts.reduce((sum, p) => sum + size(p), 0) > limits.serverBodyMaxBytes) return refused(413, 'payload_too_large');
  return { ok: true, fields: Object.fromEntries(entries.map(([name, v]) => [name, Array.isArray(v) ? v.map((p) => p.value) : v.value])) };
}

/**
 * The fields of a contact post, or a 413/400 refusal.
 * @throws what is not the client's fault (answered 503).
 */
export async function readContactBody(request: FastifyRequest): Promise<{ ok: true; fields: Record<string, unknown> } | LeadRefusal> {
  if (request.isMultipart()) return readMultipart(request);
  const fields = (request.body ?? {}) as Record<string, unknown>;
  // @fastify/multipart refuses these names itself; the same refusal for a urlencoded body.
  if (Object.keys(fields).some((name) => name in Object.prototype)) return refused(400, 'bad_request');
  return { ok: true, fields };
}
