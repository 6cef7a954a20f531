// Where the editor keeps uploaded pictures and the address pages use for them: the upload, the drafts and the media
// library all name uploads this way.

/** Where uploaded pictures go, inside content/public (served from the site root). */
export const UPLOAD_FOLDER = 'public/images/uploads';

/** The address a page uses for an uploaded file, e.g. `/images/uploads/logo.png`. */
export const uploadAddress = (relativeFile: string) => `/${relativeFile.replace(/^public\//, '')}`;
