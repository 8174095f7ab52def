/** A download that cannot be made for a reason the person asking can act on. */
export class DownloadError extends Error {
  constructor(
    readonly status: 400 | 404,
    message: string,
  ) {
    super(message);
    this.name = 'DownloadError';
  }
}
