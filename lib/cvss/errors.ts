/** Any problem with a CVSS vector or score; the message is meant to be shown to the user as is. */
export class CvssError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CvssError';
  }
}
