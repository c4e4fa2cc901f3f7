import { errorCodes } from '@crust/contract/errors';
import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '../../lib/http-error.ts';

/** The multipart framing around a file (boundaries, part headers) is a few hundred bytes; this leaves room. */
const FRAMING_BYTES = 16 * 1024;
const ONE_FILE = 'Send one photo per upload, as the one file field of a multipart/form-data body.';

export const fileTooLarge = (maxBytes: number) =>
  new HttpError(413, errorCodes.fileTooLarge, `That file is larger than ${(maxBytes / 1024 / 1024).toFixed(0)} MB: send a smaller photo.`);

/** The multipart errors @fastify/multipart raises, as our refusals. */
function refusal(error: unknown, maxBytes: number): unknown {
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return fileTooLarge(maxBytes);
  if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
    return badRequest(ONE_FILE);
  }
  return error;
}

/**
 * The one file of a multipart upload, in memory (at most `maxBytes`). A body that says it is larger
 * is refused before a byte of it is read; one that grows past it on the way stops being kept at
 * that point. The file's name and declared type are ignored: the bytes decide what it is.
 */
export async function readOneFile(request: FastifyRequest, maxBytes: number): Promise<Buffer> {
  if (Number(request.headers['content-length'] ?? 0) > maxBytes + FRAMING_BYTES) throw fileTooLarge(maxBytes);
  try {
    let file: Buffer | undefined;
    for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 1, fields: 0, parts: 1 } })) {
      if (part.type === 'file') file = await part.toBuffer();
    }
    if (!file) throw badRequest(ONE_FILE);
    return file;
  } catch (error) {
    throw refusal(error, maxBytes);
  }
}
