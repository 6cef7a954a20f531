import type { FastifyReply } from 'fastify';

const PICTURE_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
  svg: 'image/svg+xml',
};

/** The media type of a picture by its name; undefined for anything else. */
export const pictureType = (file: string) => PICTURE_TYPES[file.split('.').pop()?.toLowerCase() ?? ''];

/**
 * A picture for a signed-in person's screen (a thumbnail): kept by their browser only, and under a policy that runs
 * nothing, so an SVG opened on its own cannot script the editor's origin.
 */
export function sendPicture(reply: FastifyReply, file: string, bytes: Buffer, cacheControl = 'private, no-store') {
  return reply
    .type(pictureType(file) ?? 'application/octet-stream')
    .header('Cache-Control', cacheControl)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
    .send(bytes);
}
