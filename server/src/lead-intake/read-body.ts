/** The parse step of a contact post: field name → value(s), within the body limit, no file parts, no `__proto__`-like names. */
import type { FastifyRequest } from 'fastify';
import { limits } from '../shared';
import { refused, type LeadRefusal } from './outcome';

/** A client error raised while reading a multipart body. */
class BodyError extends Error {
  constructor(readonly status: 400 | 413) {
    super(status === 413 ? 'payload_too_large' : 'bad_request');
  }
}

/** Reads a multipart body into name → value(s), enforcing the body limit and refusing files. */
async function readMultipart(request: FastifyRequest): Promise<Record<string, unknown>> {
  const fields: Record<string, unknown> = Object.create(null);
  let bytes = 0;
  let hasFile = false;
  try {
    for await (const part of request.parts()) {
      bytes += Buffer.byteLength(part.fieldname);
      if (part.type === 'file') {
        hasFile = true;
        // Drain it so the rest of the body is still read; its size counts.
        for await (const chunk of part.file) bytes += (chunk as Buffer).length;
      } else {
        if (part.valueTruncated || part.fieldnameTruncated) throw new BodyError(413);
        const value = part.value;
        bytes += typeof value === 'string' ? Buffer.byteLength(value) : 0;
        const prev = fields[part.fieldname];
        fields[part.fieldname] = prev === undefined ? value : Array.isArray(prev) ? [...prev, value] : [prev, value];
      }
      if (bytes > limits.serverBodyMaxBytes) throw new BodyError(413);
    }
  } catch (err) {
    if (err instanceof BodyError) throw err;
    // Parts/files/fields limits are 413s; a malformed body is the client's fault too.
    throw new BodyError((err as { statusCode?: number }).statusCode === 413 ? 413 : 400);
  }
  if (hasFile) throw new BodyError(400);
  return fields;
}

/**
 * The fields of a contact post, or a 413/400 refusal.
 * @throws what is not the client's fault (answered 503).
 */
export async function readContactBody(request: FastifyRequest): Promise<{ ok: true; fields: Record<string, unknown> } | LeadRefusal> {
  if (!request.isMultipart()) {
    const fields = (request.body ?? {}) as Record<string, unknown>;
    // @fastify/multipart refuses these names itself; the same refusal for a urlencoded body.
    if (Object.keys(fields).some((name) => name in Object.prototype)) return refused(400, 'bad_request');
    return { ok: true, fields };
  }
  try {
    return { ok: true, fields: await readMultipart(request) };
  } catch (err) {
    if (err instanceof BodyError) return refused(err.status, err.message);
    throw err;
  }
}
