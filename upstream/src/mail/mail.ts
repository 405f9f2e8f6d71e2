/** A mail as the features write it and the outbox keeps it. */

export interface Attachment {
  filename: string;
  /** the text, or with `encoding: 'base64'` the bytes (a PDF receipt) */
  content: string;
  encoding?: 'base64';
  contentType?: string;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** the links the mail carries (activation, reset…), listed by /dev/outbox and logged */
  links: string[];
  attachments?: Attachment[];
}
